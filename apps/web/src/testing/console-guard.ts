import { format } from 'node:util';

let expected = false;
const unexpected: string[] = [];

/** Lets the current test log to console.error, for tests that assert on a thrown error React reports. */
export function allowConsoleError() {
  expected = true;
}

export function recordConsoleError(args: unknown[]) {
  if (!expected) unexpected.push(format(...args));
}

export function takeUnexpectedConsoleErrors() {
  const messages = unexpected.splice(0);
  expected = false;
  return messages;
}
