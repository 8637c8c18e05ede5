import { cfrImporter } from './cfr/cfr.importer';
import { congressImporter } from './congress/congress.importer';
import type { Importer } from './core/types';
import { dcCodeImporter, dcLawsImporter } from './dc-code/dc-code.importer';
import { fecImporter } from './fec/fec.importer';
import { hearingMediaImporterDefault } from './hearings/hearing-media.importer';
import { houseWitnessesImporter } from './house-witnesses/house-witnesses.importer';
import { legiscanCsvImporter } from './legiscan-csv/legiscan-csv.importer';
import { mnCfbImporter } from './mn-cfb/mn-cfb.importer';
import { nyLbdcImporter } from './ny-lbdc/ny-lbdc.importer';
import { nyLegislationImporter } from './ny-legislation/ny-legislation.importer';
import { openstatesBillsImporter } from './openstates-bills/openstates-bills.importer';
import { openstatesPeopleImporter } from './openstates-people/openstates-people.importer';
import { sdLegislatureImporter } from './sd-legislature/sd-legislature.importer';
import { sdLobbyistsImporter } from './sd-lobbyists/sd-lobbyists.importer';
import { txAdminCodeImporter } from './tx-admin-code/tx-admin-code.importer';
import { txStatutesImporter } from './tx-statutes/tx-statutes.importer';

/**
 * Every importer the CLI knows, in the order `--all` runs them (people before bills, so that
 * sponsor and voter names resolve). Add a line here when a source lands.
 */
export const importers: Importer[] = [
  openstatesPeopleImporter,
  openstatesBillsImporter,
  sdLegislatureImporter,
  nyLegislationImporter,
  nyLbdcImporter,
  legiscanCsvImporter,
  congressImporter,
  // Statutes, regulations, lobbying and campaign finance (order 40).
  dcCodeImporter,
  dcLawsImporter,
  txStatutesImporter,
  txAdminCodeImporter,
  cfrImporter,
  mnCfbImporter,
  fecImporter,
  sdLobbyistsImporter,
  houseWitnessesImporter,
  // Recordings from a folder (issue 35): not under ../shared/data, so --all finds none.
  hearingMediaImporterDefault,
];

export const findImporter = (name: string): Importer | undefined =>
  importers.find((importer) => importer.name === name);
