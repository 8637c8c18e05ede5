import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The libraries that were about a third of the server's module imports at start load on first use instead
// (`await import('exceljs')`, decision 065). dependency-cruiser does not see into node_modules, so this reads the
// sources: a value import of one at the top of a production file brings its cost back to every start.
const heavyLibraries = ['exceljs', 'pdfkit', 'mammoth', 'file-type'];
const src = path.dirname(fileURLToPath(import.meta.url));

function* productionFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures') yield* productionFiles(target);
    } else if (/\.ts$/.test(entry.name) && !/\.test(-[a-z-]+)?\.ts$/.test(entry.name)) {
      yield target;
    }
  }
}

describe('the server start', () => {
  it('imports no heavy document library statically (they load on first use)', () => {
    const staticImport = new RegExp(`^import\\s+(?!type\\b)[^;]*?from\\s+'(${heavyLibraries.join('|')})';`, 'gm');
    const found = [...productionFiles(src)].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(staticImport)].map((match) => `${path.relative(src, file)}: ${match[1]}`),
    );
    expect(found).toEqual([]);
  });

  it('loads the AWS SDK only with the S3 blob store, on its first use', () => {
    // s3-blob-store.ts is the one file that imports the SDK; anything importing it as a value brings the SDK back.
    const staticImport = /^import\s+(?!type\b)[^;]*?from\s+'(@aws-sdk\/[^']+|[./]*[^']*s3-blob-store)';/gm;
    const found = [...productionFiles(src)]
      .filter((file) => !file.endsWith('s3-blob-store.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(staticImport)].map(
          (match) => `${path.relative(src, file)}: ${match[1]}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
