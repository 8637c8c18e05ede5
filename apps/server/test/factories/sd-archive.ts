import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedData } from '../shared-data';

/**
 * A temp copy of the South Dakota archive with every session, legislator and committee file but only
 * the given bills (ids as in `sd-legislature-bill-<id>.json`), for tests that need SD quickly.
 */
export function writeSdArchiveSubset(billIds: number[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-subset-'));
  const archive = sharedData('sd-legislature-archive', 'data');
  for (const folder of ['sessions', 'legislators', 'committees'])
    cpSync(path.join(archive, folder), path.join(dir, folder), { recursive: true });
  mkdirSync(path.join(dir, 'bills'));
  for (const id of billIds) {
    const name = `sd-legislature-bill-${id}.json`;
    cpSync(path.join(archive, 'bills', name), path.join(dir, 'bills', name));
  }
  return dir;
}
