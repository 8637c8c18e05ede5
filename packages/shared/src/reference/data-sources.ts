/**
 * Where Statehouse's data comes from: one entry per importer (and per live-sync connector), with the
 * publisher, what it covers and its licence. The data-sources page, the sample dataset's README and
 * the importer registry test all read this list, so a new source is credited in one place.
 */
export type DataSourceArea = 'people' | 'bills' | 'hearings' | 'statutes' | 'regulations' | 'lobbying' | 'finance';

export type DataSource = {
  /** The importer or connector name, as `GET /api/status` reports it in `sources[].source`. */
  id: string;
  name: string;
  publisher: string;
  /** What it gives the product, in a sentence. */
  covers: string;
  /** Jurisdiction codes it covers; `['ALL']` for every state. */
  jurisdictions: string[];
  areas: DataSourceArea[];
  /** Native formats read. */
  formats: string[];
  license: string;
  licenseUrl: string | null;
  /** Where the data is published. */
  url: string;
  /** Credit line that must accompany the data wherever it is shown, when the licence requires one. */
  attribution?: string;
  /** `live` connectors poll an API with an operator's key; `file` importers read published files. */
  kind: 'file' | 'live';
};

export const legiscanAttribution = 'Data from LegiScan (https://legiscan.com), licensed under CC BY 4.0.';

export const dataSources: DataSource[] = [
  {
    id: 'hearing-media',
    name: 'Hearing recordings you import',
    publisher: 'Each legislature (committee and floor video or audio), imported with npm run import -- hearing-media',
    covers: 'Hearing recordings transcribed on this server, with the bills named in them at the second they were said.',
    jurisdictions: ['ALL'],
    areas: ['hearings'],
    formats: ['MP4', 'WebM', 'MP3', 'WAV', 'M4A'],
    license: 'Public records of each legislature',
    licenseUrl: null,
    // Each hearing keeps its own source address; there is no single place these are published.
    url: '',
    kind: 'file',
  },
  {
    id: 'openstates-people',
    name: 'Open States people and committees',
    publisher: 'Open States (Plural Policy)',
    covers: 'Legislators, governors and other executives, and committees with their members.',
    jurisdictions: ['ALL', 'DC', 'PR', 'US'],
    areas: ['people'],
    formats: ['YAML'],
    license: 'CC0 1.0',
    licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    url: 'https://github.com/openstates/people',
    kind: 'file',
  },
  {
    id: 'openstates-bills',
    name: 'Open States scraper bill data',
    publisher: 'Open States scrapers, via the windy-civi pipelines',
    covers: 'Bills with actions, sponsors, versions and their text, documents and roll calls.',
    jurisdictions: ['TX', 'CO', 'WI', 'IL'],
    areas: ['bills'],
    formats: ['JSON', 'HTML'],
    license: 'Public domain',
    licenseUrl: null,
    url: 'https://github.com/windy-civi',
    kind: 'file',
  },
  {
    id: 'ny-legislation',
    name: 'New York State Senate Open Legislation',
    publisher: 'New York State Senate, via jehiah/ny_legislation',
    covers: 'New York bills, committee and floor votes, same-as companions, earlier-session lineage and amended laws.',
    jurisdictions: ['NY'],
    areas: ['bills'],
    formats: ['JSON'],
    license: 'Public records',
    licenseUrl: null,
    url: 'https://legislation.nysenate.gov',
    kind: 'file',
  },
  {
    id: 'ny-lbdc',
    name: 'New York LBDC feeds and transcripts',
    publisher: 'New York Legislative Bill Drafting Commission and State Senate (nysenate/OpenLegislation)',
    covers: 'Committee agendas, committee and floor roll calls, public hearing and floor session transcripts.',
    jurisdictions: ['NY'],
    areas: ['hearings', 'bills'],
    formats: ['XML', 'Text'],
    license: 'Public records',
    licenseUrl: null,
    url: 'https://github.com/nysenate/OpenLegislation',
    kind: 'file',
  },
  {
    id: 'sd-legislature',
    name: 'South Dakota Legislature archive',
    publisher: 'South Dakota Legislature, via cjwinchester/sd-legislature-data-archive',
    covers: 'Bills with the text of every version, roll calls, hearings with audio, legislators and committees.',
    jurisdictions: ['SD'],
    areas: ['bills', 'hearings', 'people'],
    formats: ['JSON'],
    license: 'Unlicense (public domain)',
    licenseUrl: 'https://unlicense.org/',
    url: 'https://github.com/cjwinchester/sd-legislature-data-archive',
    kind: 'file',
  },
  {
    id: 'legiscan-csv',
    name: 'LegiScan datasets',
    publisher: 'LegiScan',
    covers: 'Bills with status, history, sponsors, roll calls and text links (Michigan 2025-2026 in the sample).',
    jurisdictions: ['MI'],
    areas: ['bills', 'people'],
    formats: ['CSV'],
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    url: 'https://legiscan.com/datasets',
    attribution: legiscanAttribution,
    kind: 'file',
  },
  {
    id: 'congress',
    name: 'Congress bill status and bill text',
    publisher: 'U.S. Government Publishing Office (BILLSTATUS and USLM)',
    covers: 'Federal bills with actions, sponsors, cosponsors, committees, subjects, summaries and version text.',
    jurisdictions: ['US'],
    areas: ['bills'],
    formats: ['XML (BILLSTATUS)', 'XML (USLM)'],
    license: 'Public domain (U.S. government work)',
    licenseUrl: null,
    url: 'https://www.govinfo.gov/bulkdata',
    kind: 'file',
  },
  {
    id: 'dc-code',
    name: 'Code of the District of Columbia',
    publisher: 'Council of the District of Columbia (DCCouncil/law-xml)',
    covers: 'D.C. Code titles, chapters and sections with their text.',
    jurisdictions: ['DC'],
    areas: ['statutes'],
    formats: ['XML'],
    license: 'Public domain (D.C. law)',
    licenseUrl: null,
    url: 'https://github.com/DCCouncil/law-xml',
    kind: 'file',
  },
  {
    id: 'dc-laws',
    name: 'D.C. laws',
    publisher: 'Council of the District of Columbia (DCCouncil/law-xml)',
    covers: 'Enacted D.C. laws and the code sections they amend.',
    jurisdictions: ['DC'],
    areas: ['statutes'],
    formats: ['XML'],
    license: 'Public domain (D.C. law)',
    licenseUrl: null,
    url: 'https://github.com/DCCouncil/law-xml',
    kind: 'file',
  },
  {
    id: 'tx-statutes',
    name: 'Texas Tax Code',
    publisher: 'Texas Legislature (statutes.capitol.texas.gov)',
    covers: 'Tax Code chapter 151 (sales, excise and use tax), section by section.',
    jurisdictions: ['TX'],
    areas: ['statutes'],
    formats: ['Text'],
    license: 'Public records',
    licenseUrl: null,
    url: 'https://statutes.capitol.texas.gov',
    kind: 'file',
  },
  {
    id: 'tx-admin-code',
    name: 'Texas Administrative Code',
    publisher: 'Texas Secretary of State',
    covers: 'Title 34, part 1, chapter 3 (tax administration) rules.',
    jurisdictions: ['TX'],
    areas: ['regulations'],
    formats: ['CSV'],
    license: 'Public records',
    licenseUrl: null,
    url: 'https://texreg.sos.state.tx.us',
    kind: 'file',
  },
  {
    id: 'cfr',
    name: 'Code of Federal Regulations',
    publisher: 'U.S. Government Publishing Office (USLM)',
    covers: 'CFR Title 27 (alcohol, tobacco products and firearms), volume 3.',
    jurisdictions: ['US'],
    areas: ['regulations'],
    formats: ['XML (USLM)'],
    license: 'Public domain (CC0)',
    licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    url: 'https://github.com/usgpo/uslm',
    kind: 'file',
  },
  {
    id: 'sd-lobbyists',
    name: 'South Dakota lobbyist registrations',
    publisher: 'South Dakota Secretary of State',
    covers: 'Registered lobbyists, their employers and registration years.',
    jurisdictions: ['SD'],
    areas: ['lobbying'],
    formats: ['CSV', 'Text'],
    license: 'Unlicense (public domain)',
    licenseUrl: 'https://unlicense.org/',
    url: 'https://sdsos.gov',
    kind: 'file',
  },
  {
    id: 'house-witnesses',
    name: 'House committee meeting witness lists',
    publisher: 'U.S. House of Representatives (docs.house.gov)',
    covers:
      'Witnesses of House committee meetings: name, title, organization and meeting day (who testified; no for or against).',
    jurisdictions: ['US'],
    areas: ['hearings'],
    formats: ['XML'],
    license: 'Public domain (U.S. government work)',
    licenseUrl: null,
    url: 'https://docs.house.gov/Committee/Calendar/ByDay.aspx',
    kind: 'file',
  },
  {
    id: 'mn-cfb',
    name: 'Minnesota Campaign Finance Board',
    publisher: 'Minnesota Campaign Finance and Public Disclosure Board',
    covers: 'Registered candidate committees and itemized contributions over $200.',
    jurisdictions: ['MN'],
    areas: ['finance'],
    formats: ['CSV'],
    license: 'Public records',
    licenseUrl: null,
    url: 'https://cfb.mn.gov',
    kind: 'file',
  },
  {
    id: 'fec',
    name: 'FEC electronic filings',
    publisher: 'Federal Election Commission',
    covers: 'Committee reports with itemized receipts and disbursements.',
    jurisdictions: ['US'],
    areas: ['finance'],
    formats: ['.fec'],
    license: 'Public domain (U.S. government work)',
    licenseUrl: null,
    url: 'https://www.fec.gov/data/',
    kind: 'file',
  },
  {
    id: 'openstates-api',
    name: 'Open States API v3 (live sync)',
    publisher: 'Open States (Plural Policy)',
    covers: 'New and changed bills for the states an operator schedules, polled with an API key.',
    jurisdictions: ['ALL'],
    areas: ['bills'],
    formats: ['JSON API'],
    license: 'Open States terms of service',
    licenseUrl: 'https://open.pluralpolicy.com/tos/',
    url: 'https://v3.openstates.org',
    kind: 'live',
  },
  {
    id: 'legiscan-api',
    name: 'LegiScan API (live sync)',
    publisher: 'LegiScan',
    covers: 'Changed bills for the states an operator schedules, by change hash, with an API key.',
    jurisdictions: ['ALL'],
    areas: ['bills'],
    formats: ['JSON API'],
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    url: 'https://legiscan.com/legiscan',
    attribution: legiscanAttribution,
    kind: 'live',
  },
];

/**
 * The catalog entry for a freshness row's source name. Live connectors report one row per state
 * (`openstates-api:TX`), so the part before the colon names the source.
 */
export const dataSourceOf = (source: string): DataSource | undefined => {
  const id = source.split(':')[0];
  return dataSources.find((entry) => entry.id === id);
};
