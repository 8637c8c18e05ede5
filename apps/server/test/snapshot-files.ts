import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// PGlite snapshots (dumpDataDir() tarballs) the server tests start their databases from, under the system temp
// folder so every process of a run, and the next run, finds them. Each name carries a hash of what its content is
// made from, so a stale one is never read; the old ones are pruned when a new one is written.

export const snapshotDir = path.join(tmpdir(), 'statehouse-test-snapshots');

/** The tarball at `file`, or undefined when there is none yet (then the caller builds it). */
export function readSnapshot(file: string): Buffer | undefined {
  try {
    if (statSync(file).size > 0) return readFileSync(file);
  } catch {
    // No snapshot yet.
  }
  return undefined;
}

/** Saves a tarball at `file`, then removes the snapshots of the same kind (`prefix`) other code left behind. */
export function writeSnapshot(file: string, tarball: Buffer, prefix: string): void {
  mkdirSync(snapshotDir, { recursive: true });
  // Written aside and renamed: another process building the same snapshot at once never reads half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  pruneSnapshots(prefix, file);
}

/** Removes snapshots named `prefix...` other than `keep` untouched for an hour (a run in progress has read its own). */
function pruneSnapshots(prefix: string, keep: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(snapshotDir)) {
    const other = path.join(snapshotDir, name);
    if (other === keep || !name.startsWith(prefix)) continue;
    try {
      if (statSync(other).mtimeMs < hourAgo) rmSync(other, { force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
