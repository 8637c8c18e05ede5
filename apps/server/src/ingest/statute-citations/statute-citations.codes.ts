import { legalCodes } from '@statehouse/shared/reference/legal-codes';

// How each code is named in bill_statute_citations.code: the way statute_sections.code and
// regulation_sections.code write it where we store the code ('TX Tax Code', 'DC Code', '34 TAC', '27 CFR'), and
// the same pattern ('<state> <code as the state names it>', '<title> USC') for codes we do not store, so a link
// appears by itself once an importer loads that code.

/** Texas codes as bills name them ("Tax Code", "Code of Criminal Procedure"), longest first for the regex. */
export const texasCodeNames: string[] = legalCodes
  .map((code): string => code.label)
  .filter((label) => label !== 'Constitution')
  .concat(['Business & Commerce Code', 'Health & Safety Code', 'Civil Practice & Remedies Code'])
  .sort((a, b) => b.length - a.length);

/** 'Tax Code' -> 'TX Tax Code'; the '&' spellings fold into 'and'. */
export const texasCode = (name: string): string => `TX ${name.replace(/\s*&\s*/g, ' and ').replace(/\s+/g, ' ')}`;

/** New York's consolidated laws by the abbreviations of its LawCode summaries ("Amd §616, Tax L"). */
const nyAbbreviations: Record<string, string> = {
  'ABC L': 'Alcoholic Beverage Control Law',
  'Ag & Mkts L': 'Agriculture and Markets Law',
  'Arts & Cul L': 'Arts and Cultural Affairs Law',
  'Bank L': 'Banking Law',
  'BC L': 'Business Corporation Law',
  'Cannabis L': 'Cannabis Law',
  'Civ Rts L': 'Civil Rights Law',
  'Civ Serv L': 'Civil Service Law',
  'Cor L': 'Correction Law',
  'County L': 'County Law',
  'CP L': 'Criminal Procedure Law',
  CPLR: 'Civil Practice Law and Rules',
  'Dom Rel L': 'Domestic Relations Law',
  'Ec Dev L': 'Economic Development Law',
  'Ed L': 'Education Law',
  'El L': 'Election Law',
  'Eld L': 'Elder Law',
  'En Con L': 'Environmental Conservation Law',
  'Exec L': 'Executive Law',
  'Fam Ct Act': 'Family Court Act',
  'Gen Bus L': 'General Business Law',
  'Gen City L': 'General City Law',
  'Gen Constr L': 'General Construction Law',
  'Gen Muni L': 'General Municipal Law',
  'Gen Ob L': 'General Obligations Law',
  'Hway L': 'Highway Law',
  'Ins L': 'Insurance Law',
  'Jud L': 'Judiciary Law',
  'Lab L': 'Labor Law',
  'Leg L': 'Legislative Law',
  'Loc Fin L': 'Local Finance Law',
  'Ment Hyg L': 'Mental Hygiene Law',
  'Mil L': 'Military Law',
  'Mult Dwell L': 'Multiple Dwelling Law',
  'Muni Home R L': 'Municipal Home Rule Law',
  'Pen L': 'Penal Law',
  'Pks & Rec L': 'Parks, Recreation and Historic Preservation Law',
  'Pub Auth L': 'Public Authorities Law',
  'Pub Health L': 'Public Health Law',
  'Pub Hous L': 'Public Housing Law',
  'Pub Lds L': 'Public Lands Law',
  'Pub Off L': 'Public Officers Law',
  'Pub Serv L': 'Public Service Law',
  'R & SS L': 'Retirement and Social Security Law',
  'RP L': 'Real Property Law',
  'RPAP L': 'Real Property Actions and Proceedings Law',
  'RPT L': 'Real Property Tax Law',
  'RWB L': 'Racing, Pari-Mutuel Wagering and Breeding Law',
  'Soc Serv L': 'Social Services Law',
  'St Ad Proc Act': 'State Administrative Procedure Act',
  'St Fin L': 'State Finance Law',
  'St Tech L': 'State Technology Law',
  'Tax L': 'Tax Law',
  'Town L': 'Town Law',
  'Trans L': 'Transportation Law',
  'V & T L': 'Vehicle and Traffic Law',
  "Veterans' Services L": "Veterans' Services Law",
  'Vil L': 'Village Law',
  'Work Comp L': "Workers' Compensation Law",
};

/** A LawCode abbreviation ('Tax L') as the citation code ('NY Tax Law'); null for session laws ('Chap 58 of 2023'). */
export function newYorkCodeOfAbbreviation(abbreviation: string): string | null {
  const name = nyAbbreviations[abbreviation.trim()];
  return name ? `NY ${name}` : null;
}

const smallWords = new Set(['and', 'of', 'the']);

/** "vehicle and traffic" (as NY bill texts write "the vehicle and traffic law") -> 'NY Vehicle and Traffic Law'. */
export function newYorkCodeOfName(name: string): string {
  // "civil prac-\n tice" is one word broken at a line end.
  const words = name.toLowerCase().replace(/-\s+/g, '').replace(/\s+/g, ' ').trim().split(' ');
  const titled = words.map((word, index) =>
    index > 0 && smallWords.has(word) ? word : word.replace(/^[a-z]/, (first) => first.toUpperCase()),
  );
  if (titled.join(' ') === 'Civil Practice') return 'NY Civil Practice Law and Rules';
  return `NY ${titled.join(' ')} Law`;
}

export const dcCode = 'DC Code';
export const cfrCode = (title: string): string => `${Number(title)} CFR`;
export const uscCode = (title: string): string => `${Number(title)} USC`;
export const tacCode = (title: string): string => `${Number(title)} TAC`;
