import type { DocumentRecord, VoteRecord } from './bill-record';

/**
 * What makes two roll calls the same vote: date, motion, chamber, the counts and, where the source
 * names them, who voted how. LegiScan lists some Michigan roll calls twice under two roll-call ids
 * (1552473 and 1552474: "Senate Third Reading: Passed Roll Call # 44", 19-18, both on 2025-04-16);
 * their source keys differ, so the key cannot tell them apart.
 */
export function voteIdentity(vote: VoteRecord): string {
  const counts = Object.entries(vote.counts)
    .filter(([, value]) => value > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([option, value]) => `${option}=${value}`)
    .join(',');
  const voters = vote.voters
    .map((voter) => `${voter.name}:${voter.option}`)
    .sort()
    .join(';');
  return [vote.date ?? '', vote.motion.trim().toLowerCase(), vote.chamber ?? '', counts, voters].join('|');
}

/**
 * A roll call's key where the source gives none (an Open States vote event without `dedupe_key`): its
 * chamber, date, motion and counts. Two roll calls are the same only when all of these agree; a source link
 * is no key, since some states point every roll call of a bill at one page listing them all.
 */
export function rollCallKeyOf(vote: Pick<VoteRecord, 'chamber' | 'date' | 'motion' | 'counts'>): string {
  const counts = Object.entries(vote.counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([option, value]) => `${option}=${value}`)
    .join(',');
  return ['roll-call', vote.chamber ?? '', vote.date ?? '', vote.motion.trim().toLowerCase(), counts].join('|');
}

/** The roll calls without repeats of the same vote (the first of each is kept, in source order). */
export function uniqueVotes<T extends VoteRecord>(votes: readonly T[]): T[] {
  const seen = new Set<string>();
  return votes.filter((vote) => {
    const identity = voteIdentity(vote);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

const fileNameOf = (url: string): string | null => {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
};

/**
 * The documents without repeats (a document whose URL is already listed is dropped),
 * and distinguishable: when several different documents share one name (Michigan lists ten House
 * analyses of HB 4002, each a "Fiscal Note/Analysis"), each is named after its file as well
 * ("Fiscal Note/Analysis (2025-HLA-4002-M2LYVD4K.pdf)").
 */
export function uniqueDocuments(documents: readonly DocumentRecord[]): DocumentRecord[] {
  const seen = new Set<string>();
  const kept: DocumentRecord[] = [];
  for (const document of documents) {
    // The first link is the document's URL (the one stored and shown); LegiScan adds its own per-copy
    // link after the state's, so two copies of one state PDF differ only there.
    const url = document.links[0]?.url;
    if (url && seen.has(url)) continue;
    if (url) seen.add(url);
    kept.push(document);
  }
  const byName = new Map<string, number>();
  for (const document of kept) byName.set(document.name, (byName.get(document.name) ?? 0) + 1);
  return kept.map((document) => {
    if ((byName.get(document.name) ?? 0) < 2) return document;
    const file = document.links.map((link) => fileNameOf(link.url)).find(Boolean);
    return file ? { ...document, name: `${document.name} (${file})` } : document;
  });
}
