import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HierarchyLevel } from '../../db/schema/statutes';
import { listFiles } from '../loaders/files';
import type { ParseResult } from '../loaders/records';
import type { SessionLawRecord, StatuteSectionRecord } from '../loaders/statutes';
import { parseDcLaw, parseDcSection, parseDcTitleIndex } from './dc-code.parser';

const isSectionFile = (file: string) => /[/\\]sections[/\\][^/\\]+\.xml$/.test(file);
const isLawFile = (file: string) => /[/\\]laws[/\\][^/\\]+\.xml$/.test(file);

/**
 * Every D.C. Code section under `root` (the law-xml checkout, a `titles` folder, one title or one
 * section file), in table-of-contents order, each placed in its title / chapter / subchapter.
 */
export async function* readDcCodeSections(root: string): AsyncGenerator<ParseResult<StatuteSectionRecord>> {
  const sectionFiles = await listFiles(root, isSectionFile);
  const byFolder = new Map<string, string[]>();
  for (const file of sectionFiles) {
    const titleFolder = path.dirname(path.dirname(file));
    byFolder.set(titleFolder, [...(byFolder.get(titleFolder) ?? []), file]);
  }
  for (const [titleFolder, files] of byFolder) {
    let placement = new Map<string, HierarchyLevel[]>();
    let indexError: string | undefined;
    try {
      placement = parseDcTitleIndex(await readFile(path.join(titleFolder, 'index.xml'), 'utf8'));
    } catch (error) {
      indexError = (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : (error as Error).message;
    }
    if (indexError) {
      yield { ok: false, ref: { file: path.join(titleFolder, 'index.xml') }, reason: `title index: ${indexError}` };
    }
    const ordered = [...placement.keys()]
      .map((href) => path.join(titleFolder, href))
      .filter((file) => files.includes(file));
    const rest = files.filter((file) => !ordered.includes(file));
    const titleNum = path.basename(titleFolder);
    for (const file of [...ordered, ...rest]) {
      const hierarchy = placement.get(path.relative(titleFolder, file).split(path.sep).join('/')) ?? [
        { level: 'title', num: titleNum },
      ];
      yield parseDcSection(await readFile(file, 'utf8'), file, hierarchy);
    }
  }
}

/** Every D.C. Law file (`periods/<n>/laws/*.xml`) under `root`. */
export async function* readDcLaws(root: string): AsyncGenerator<ParseResult<SessionLawRecord>> {
  for (const file of await listFiles(root, isLawFile)) {
    yield parseDcLaw(await readFile(file, 'utf8'), file);
  }
}
