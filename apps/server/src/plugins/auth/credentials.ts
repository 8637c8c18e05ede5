import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export type PasswordHashCost = { memoryKib: number; iterations: number };

/** argon2id in PHC format; the parameters travel with the hash, so a cost change needs no migration. */
export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: 1,
  });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that an unknown username costs as much time as a wrong
 * password, and the answer's timing does not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string, cost: PasswordHashCost): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), cost);
  await verifyPassword(await dummyHash, password);
}

/** A random opaque token for cookies and invitation links (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a copy of the database cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
