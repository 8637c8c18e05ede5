import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './env';

describe('settings', () => {
  it('keeps the prepared sample copy in the repository, whatever folder the server starts in', () => {
    // npm start runs at the root and the server's tests in apps/server: one folder, so each reuses the other's copy.
    const dir = loadConfig({}).SAMPLE_TEMPLATE_DIR;
    expect(path.isAbsolute(dir)).toBe(true);
    expect(dir.endsWith(path.join('node_modules', '.cache', 'statehouse'))).toBe(true);
    expect(existsSync(path.join(dir, '..', '..', '..', 'package-lock.json'))).toBe(true);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['statehouse.example', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
