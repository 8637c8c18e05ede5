import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverBundle } from '../../../scripts/server-bundle.mjs';

// npm start runs the server as one bundled module (decision 067). The bundle must find the files beside each source
// (migrations, the sample, the web build), keep the heavy libraries on first use, and load every package it names.
describe('the bundled server', { timeout: 120_000 }, () => {
  it('names each source’s own location, loads heavy libraries on first use, and resolves every package', async () => {
    const file = await serverBundle();
    expect(file).toMatch(/apps\/server\/node_modules\/\.cache\/statehouse\/server-[0-9a-f]+\.mjs$/);
    const code = readFileSync(file as string, 'utf8');
    // Only the banner's require() reads the bundle's own URL; each source's URL is written in its place.
    expect(code.match(/import\.meta\.url/g)).toHaveLength(1);
    expect(code).toMatch(/new URL\("\.\/migrations", "file:\/\/[^"]*\/apps\/server\/src\/db\/client\.ts"\)/);
    // Static imports are hoisted to the top of a bundle: none of the libraries that load on first use is among them.
    const topImports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(topImports.filter((name) => /^(exceljs|pdfkit|mammoth|file-type)$/.test(name ?? ''))).toEqual([]);
    // Every module loads: the start stops at the settings check, after all imports, with its own message.
    const run = spawnSync(process.execPath, [file as string], {
      env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find package/);
    expect(run.stderr).toMatch(/PORT/);
  });
});
