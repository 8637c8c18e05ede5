import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `root` (or `root` itself when it is a file) whose name passes `accept`, sorted. */
export async function listFiles(root: string, accept: (file: string) => boolean): Promise<string[]> {
  const info = await stat(root);
  if (info.isFile()) return accept(root) ? [root] : [];
  const found: string[] = [];
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (accept(file)) found.push(file);
  }
  return found.sort();
}
