import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories/accounts';

/** The text of each page of a PDF (unpdf). */
export async function pdfPages(body: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: false });
  return text as string[];
}

/** REPORT_DUMP_DIR=/tmp/x keeps the files the tests download, to look at (pdftoppm -png -r 60). */
export function keepFile(name: string, body: Buffer) {
  const folder = process.env.REPORT_DUMP_DIR;
  if (folder) writeFileSync(path.join(folder, name), body);
}

/** Calls the API as a signed-in member. */
export function caller(testApp: () => TestApp) {
  const call = (
    who: SignedIn | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp().app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const download = async (who: SignedIn, url: string) => {
    const response = await call(who, 'GET', url);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.rawPayload;
  };
  return { call, download };
}
