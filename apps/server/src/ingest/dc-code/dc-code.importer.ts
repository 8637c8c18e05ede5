import type { Importer } from '../core/types';
import { locateIfExists } from '../loaders/locate';
import {
  storedSessionLawHashes,
  storedStatuteHashes,
  upsertSessionLaw,
  upsertStatuteSection,
} from '../loaders/statutes';
import { writeParsed } from '../loaders/write-records';
import { readDcCodeSections, readDcLaws } from './read-dc-code';

/** D.C. Code sections from the Council's law-xml (titles/<n>/index.xml + sections/*.xml). */
export const dcCodeImporter: Importer = {
  name: 'dc-code',
  description: 'D.C. Code sections (DCCouncil law-xml titles) -> statute_sections',
  locate: (dataDir) => locateIfExists(dataDir, 'dc-law-xml'),
  order: 40,
  run: async (ctx, path) =>
    writeParsed(
      ctx,
      'D.C. Code sections',
      readDcCodeSections(path),
      (tx, record) => upsertStatuteSection(tx, record, ctx.source),
      {
        stored: await storedStatuteHashes(ctx.db, ctx.source),
      },
    ),
};

/** D.C. Laws of a Council period, with the bill number and the code sections each law changes. */
export const dcLawsImporter: Importer = {
  name: 'dc-laws',
  description: 'D.C. Laws (law-xml periods/<n>/laws) -> session_laws + session_law_sections',
  locate: (dataDir) => locateIfExists(dataDir, 'dc-law-xml'),
  order: 40,
  run: async (ctx, path) =>
    writeParsed(ctx, 'D.C. Laws', readDcLaws(path), (tx, record) => upsertSessionLaw(tx, record, ctx.source), {
      stored: await storedSessionLawHashes(ctx.db, ctx.source),
    }),
};
