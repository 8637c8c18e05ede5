// Texas codes, keyed by the abbreviations statutes.capitol.texas.gov uses in its URLs and citations, so a key can be
// passed straight to the statute routes. Other states will need their own lists.
export const legalCodes = [
  { value: 'AG', label: 'Agriculture Code' },
  { value: 'AL', label: 'Alcoholic Beverage Code' },
  { value: 'BC', label: 'Business and Commerce Code' },
  { value: 'BO', label: 'Business Organizations Code' },
  { value: 'CP', label: 'Civil Practice and Remedies Code' },
  { value: 'CR', label: 'Code of Criminal Procedure' },
  { value: 'CN', label: 'Constitution' },
  { value: 'ED', label: 'Education Code' },
  { value: 'EL', label: 'Election Code' },
  { value: 'ES', label: 'Estates Code' },
  { value: 'FA', label: 'Family Code' },
  { value: 'FI', label: 'Finance Code' },
  { value: 'GV', label: 'Government Code' },
  { value: 'HS', label: 'Health and Safety Code' },
  { value: 'HR', label: 'Human Resources Code' },
  { value: 'IN', label: 'Insurance Code' },
  { value: 'LA', label: 'Labor Code' },
  { value: 'LG', label: 'Local Government Code' },
  { value: 'NR', label: 'Natural Resources Code' },
  { value: 'OC', label: 'Occupations Code' },
  { value: 'PW', label: 'Parks and Wildlife Code' },
  { value: 'PE', label: 'Penal Code' },
  { value: 'PR', label: 'Property Code' },
  { value: 'SD', label: 'Special District Local Laws Code' },
  { value: 'TX', label: 'Tax Code' },
  { value: 'TN', label: 'Transportation Code' },
  { value: 'UT', label: 'Utilities Code' },
  { value: 'WA', label: 'Water Code' },
] as const;

export type LegalCode = (typeof legalCodes)[number];
export type LegalCodeValue = LegalCode['value'];

export const isLegalCodeValue = (value: string): value is LegalCodeValue =>
  legalCodes.some((code) => code.value === value);

/** Case-insensitive on the key; undefined for unknown keys. */
export const legalCodeLabel = (value: string): string | undefined =>
  legalCodes.find((code) => code.value === value.trim().toUpperCase())?.label;
