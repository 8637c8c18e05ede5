/**
 * A short-lived, in-process cache of live sessions (decision 017). Every /api request with a session cookie
 * needs the session, its user and the membership of its account; reading them from the database on every
 * request was most of the cost of a signed-in call. An entry lives a few seconds (SESSION_CACHE_SECONDS).
 *
 * Every write in this process that ends a session or changes what a cached entry holds (sign-out, password
 * change or reset, a member disabled or given another role, a session moved to another account, a new
 * username) forgets the entries of that user at once, so this process refuses an ended session on its very
 * next request. Another process serving the same database keeps its own entries until they expire: with
 * several processes, an ended session may be accepted by the others for up to SESSION_CACHE_SECONDS (0
 * turns the cache off).
 *
 * A write inside a transaction is forgotten twice: when the query runs, and again by its service after the
 * commit; otherwise a lookup between the two could cache the row as it was before the commit.
 */

export type CachedSession = {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  accountId: number;
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  fullAccount: boolean;
  membershipStatus: string;
};

type Entry = { session: CachedSession; storedAt: number };

/** Bounds the memory: past this many sessions the oldest entries go first. */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts every forget; a lookup that saw another count when it started does not store its row. */
  private generation = 0;

  /** Call before reading the session from the database; pass the result to `store`. */
  begin(): number {
    return this.generation;
  }

  /** The session stored less than `maxAgeMs` ago and not expired, if any. */
  get(tokenHash: string, now: Date, maxAgeMs: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now.getTime() - entry.storedAt >= maxAgeMs || entry.session.expiresAt.getTime() <= now.getTime()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a session read from the database, unless something was forgotten since `begin`. */
  store(tokenHash: string, session: CachedSession, startedGeneration: number, now: Date): void {
    if (startedGeneration !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, storedAt: now.getTime() });
  }

  forgetToken(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(tokenHash);
    }
  }

  forgetSession(sessionId: number): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.session.sessionId === sessionId) this.entries.delete(tokenHash);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * One cache per process: the writes that must forget entries live in query functions that only know the
 * database handle, and token hashes are unique, so apps built side by side in one process (tests) share it
 * harmlessly (a forget by user id may drop another app's entry: a cache miss, never a stale answer).
 */
export const sessionCache = new SessionCache();
