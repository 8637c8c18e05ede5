import type { Importer } from './core/types';
import { openstatesBillsImporter } from './openstates-bills/openstates-bills.importer';
import { openstatesPeopleImporter } from './openstates-people/openstates-people.importer';

/**
 * Every importer the CLI knows, in the order `--all` runs them (people before bills, so that
 * sponsor and voter names resolve). Add a line here when a source lands.
 */
export const importers: Importer[] = [openstatesPeopleImporter, openstatesBillsImporter];

export const findImporter = (name: string): Importer | undefined => importers.find((importer) => importer.name === name);
