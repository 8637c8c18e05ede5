import { type AiParameterSpec, type AiSourceKind, aiParameterSpecSchema } from '@statehouse/shared/ai/ai.schemas';
import type { AiReportCategory, AiReportTemplate } from '@statehouse/shared/ai-reports/ai-reports.schemas';

/**
 * Where a template's passages come from: `bill` reads the named bill's latest version; `two-bills` reads two named
 * bills; `search` finds sources by full-text search of the given kinds (within the state when one is given).
 */
export type TemplateSource =
  | { kind: 'bill'; alsoSearch?: AiSourceKind[] }
  | { kind: 'two-bills' }
  | { kind: 'search'; sources: AiSourceKind[] };

/**
 * One section a template writes: its heading and the question (with {parameter} placeholders) it answers, or
 * `facts: 'changes'`: what the named bill changes (the sections of law it amends, adds or repeals and the amounts
 * and dates it sets, ai/bill-changes.ts), read from the text rather than retrieved (decision 063).
 */
export type TemplateSection = { heading: string; question: string; facts?: 'changes' };

export type ReportTemplateDefinition = {
  id: string;
  name: string;
  category: AiReportCategory;
  description: string;
  parameters: AiParameterSpec[];
  source: TemplateSource;
  sections: TemplateSection[];
};

// Parameters several templates share, declared once so they are asked the same way everywhere.
const bill: AiParameterSpec = { name: 'bill', label: 'bill', type: 'bill', required: true };
const state: AiParameterSpec = { name: 'state', label: 'state', type: 'state', required: true };
const optionalState: AiParameterSpec = { name: 'state', label: 'state', type: 'state', required: false };
const topic: AiParameterSpec = {
  name: 'topic',
  label: 'topic',
  type: 'text',
  required: true,
  question: 'What subject should the report cover? Name it in a few words (for example youth camps).',
};
const company: AiParameterSpec = {
  name: 'company',
  label: 'company or industry',
  type: 'company',
  required: true,
  question: 'Which company or industry is the report for (for example ethanol producers)?',
};
const otherBill: AiParameterSpec = {
  name: 'otherBill',
  label: 'second bill',
  type: 'bill',
  required: true,
  question: 'Which bill should it be compared with (for example SB 1)?',
};
const otherState: AiParameterSpec = {
  name: 'otherState',
  label: 'state of the second bill',
  type: 'state',
  required: true,
  question: 'Which state is the second bill from (for example Colorado or CO)?',
};
const person: AiParameterSpec = {
  name: 'person',
  label: 'legislator',
  type: 'text',
  required: true,
  question: 'Which legislator is it about? Give their name.',
};
const committee: AiParameterSpec = {
  name: 'committee',
  label: 'committee',
  type: 'text',
  required: true,
  question: 'Which committee is it about (for example State Affairs)?',
};
const audience: AiParameterSpec = {
  name: 'audience',
  label: 'audience',
  type: 'choice',
  required: false,
  options: ['legislator', 'executive', 'member organization', 'press'],
};

const billSource: TemplateSource = { kind: 'bill' };
const billAndStatutes: TemplateSource = { kind: 'bill', alsoSearch: ['statute'] };
const everything: TemplateSource = { kind: 'search', sources: ['bill_version', 'statute', 'regulation', 'file'] };
const billsOnly: TemplateSource = { kind: 'search', sources: ['bill_version'] };
const rules: TemplateSource = { kind: 'search', sources: ['regulation', 'statute', 'bill_version'] };

/**
 * Every AI report template (decision 046), one row each: what it asks for, what it reads, the sections it writes
 * and the question each section answers. Questions use the words the passages are likely to use, because the
 * offline provider picks sentences by shared words and a model answers from the same passages.
 */
export const reportTemplates: ReportTemplateDefinition[] = [
  {
    id: 'bill-summary',
    name: 'Bill summary',
    category: 'Bills',
    description: 'What a bill does, whom it affects and when it takes effect, in a page.',
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'What the bill changes', question: 'amended added repealed', facts: 'changes' },
      { heading: 'What the bill does', question: 'purpose requires establishes creates prohibits' },
      { heading: 'Key provisions', question: 'shall must required provision section' },
      { heading: 'Who is affected', question: 'person entity agency department owner operator applies' },
      { heading: 'Effective date', question: 'act takes effect effective date immediately september january' },
    ],
  },
  {
    id: 'section-by-section',
    name: 'Section by section',
    category: 'Bills',
    description: "The bill's sections in order, each with the sentences that carry it.",
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'Section 1', question: 'SECTION 1 amended added reads' },
      { heading: 'Section 2', question: 'SECTION 2 amended added reads' },
      { heading: 'Section 3', question: 'SECTION 3 amended added reads' },
      { heading: 'Later sections', question: 'SECTION 4 SECTION 5 SECTION 6 amended added' },
      { heading: 'Effective date', question: 'act takes effect effective date' },
    ],
  },
  {
    id: 'plain-language',
    name: 'Plain-language explainer',
    category: 'Bills',
    description: 'The bill explained for a general reader: the problem, the change and what happens next.',
    parameters: [bill, state, audience],
    source: billSource,
    sections: [
      { heading: 'The change', question: 'relating to requires establishes creates prohibits' },
      { heading: 'What people must do', question: 'shall must required obtain comply' },
      { heading: 'When', question: 'act takes effect effective date' },
    ],
  },
  {
    id: 'definitions',
    name: 'Definitions and key terms',
    category: 'Bills',
    description: 'The terms a bill defines and how it uses them.',
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'Defined terms', question: 'means definitions in this section term includes' },
      { heading: 'How the terms are used', question: 'as defined by section applies' },
    ],
  },
  {
    id: 'statutes-amended',
    name: 'Statutes amended',
    category: 'Bills',
    description: 'The code sections a bill amends, adds or repeals, with the matching statute text.',
    parameters: [bill, state],
    source: billAndStatutes,
    sections: [
      { heading: 'Sections amended', question: 'Section Code is amended to read as follows' },
      { heading: 'Sections added', question: 'Code is amended by adding Section' },
      { heading: 'Sections repealed', question: 'repealed Code Section' },
      { heading: 'Current law', question: 'code section chapter provides' },
    ],
  },
  {
    id: 'penalties-enforcement',
    name: 'Penalties and enforcement',
    category: 'Bills',
    description: 'Offenses, penalties, fines and who enforces the bill.',
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'Offenses and penalties', question: 'offense penalty misdemeanor felony fine violation' },
      { heading: 'Enforcement', question: 'enforce attorney general agency investigate rules' },
    ],
  },
  {
    id: 'fiscal-impact',
    name: 'Fiscal impact',
    category: 'Money',
    description: 'Costs, fees, funds, appropriations and revenue the bill mentions.',
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'Costs and appropriations', question: 'appropriation appropriated cost funds money budget' },
      { heading: 'Fees and revenue', question: 'fee fees revenue tax collected' },
      { heading: 'Grants and funds', question: 'grant fund account program' },
    ],
  },
  {
    id: 'tax-impact',
    name: 'Tax impact',
    category: 'Money',
    description: 'Taxes, exemptions and credits the bill creates or changes.',
    parameters: [bill, state],
    source: billAndStatutes,
    sections: [
      { heading: 'Taxes changed', question: 'tax imposed rate taxable' },
      { heading: 'Exemptions and credits', question: 'exempt exemption credit deduction' },
    ],
  },
  {
    id: 'budget-topic',
    name: 'Budget and appropriations on a topic',
    category: 'Money',
    description: 'What bills and law say about money for a topic in a state.',
    parameters: [topic, optionalState],
    source: rules,
    sections: [
      { heading: 'Appropriations', question: '{topic} appropriation appropriated funds' },
      { heading: 'Fees and taxes', question: '{topic} fee tax revenue' },
    ],
  },
  {
    id: 'stakeholder-impact',
    name: 'Stakeholder impact',
    category: 'Stakeholders',
    description: 'How a bill bears on a company or industry: duties, costs, benefits and risks.',
    parameters: [bill, state, company],
    source: billSource,
    sections: [
      { heading: 'Where {company} is touched', question: '{company} business operator owner license' },
      { heading: 'New duties', question: '{company} shall must required comply' },
      { heading: 'Costs and fees', question: '{company} fee cost penalty' },
      { heading: 'Benefits', question: '{company} exempt grant incentive may' },
    ],
  },
  {
    id: 'industry-landscape',
    name: 'Industry legislative landscape',
    category: 'Stakeholders',
    description: 'Bills, statutes and rules that mention an industry, in one state or all.',
    parameters: [company, optionalState],
    source: everything,
    sections: [
      { heading: 'Bills', question: '{company} bill act' },
      { heading: 'Statutes and rules', question: '{company} code rule section' },
      { heading: 'Requirements', question: '{company} shall must required license permit' },
    ],
  },
  {
    id: 'compliance-checklist',
    name: 'Compliance checklist',
    category: 'Stakeholders',
    description: 'What a bill requires an organization to do, as a checklist of cited duties.',
    parameters: [bill, state, company],
    source: billSource,
    sections: [
      { heading: 'Must do', question: '{company} shall must required' },
      { heading: 'Must not do', question: '{company} may not prohibited shall not' },
      { heading: 'Records and reports', question: '{company} report records notify submit' },
      { heading: 'Deadlines', question: '{company} date later than days deadline' },
    ],
  },
  {
    id: 'risk-opportunity',
    name: 'Risks and opportunities',
    category: 'Stakeholders',
    description: 'The risks and the openings a bill holds for a company or industry.',
    parameters: [bill, state, company],
    source: billSource,
    sections: [
      { heading: 'Risks', question: '{company} penalty liability prohibited revoke' },
      { heading: 'Opportunities', question: '{company} grant program eligible may contract' },
    ],
  },
  {
    id: 'vote-analysis',
    name: 'Vote analysis',
    category: 'Process',
    description: "What was voted on and what the bill's text says about passage, with the record of action.",
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'What was voted on', question: 'passed vote yeas nays record' },
      { heading: 'Passage requirements', question: 'two-thirds vote members elected each house immediate effect' },
      { heading: 'Effect of passage', question: 'act takes effect immediately vote' },
    ],
  },
  {
    id: 'committee-outlook',
    name: 'Committee outlook',
    category: 'Process',
    description: 'What bills before a committee on a topic say, for a hearing.',
    parameters: [committee, topic, optionalState],
    source: billsOnly,
    sections: [
      { heading: 'Bills on {topic}', question: '{topic} {committee} relating to' },
      { heading: 'Main provisions', question: '{topic} shall must required' },
      { heading: 'Likely questions', question: '{topic} cost fee penalty exemption' },
    ],
  },
  {
    id: 'session-overview',
    name: 'Session overview on a topic',
    category: 'Process',
    description: "A session's bills on a topic in a state, grouped by what they do.",
    parameters: [topic, state],
    source: billsOnly,
    sections: [
      { heading: 'Bills on {topic}', question: '{topic} relating to act' },
      { heading: 'New requirements', question: '{topic} shall must required' },
      { heading: 'Money', question: '{topic} appropriation fee fund' },
    ],
  },
  {
    id: 'legislative-history',
    name: 'Legislative history',
    category: 'Process',
    description: "The bill's versions and changes as its text records them.",
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'As filed', question: 'relating to act introduced' },
      { heading: 'Amendments', question: 'amended amendment substitute' },
    ],
  },
  {
    id: 'effective-dates',
    name: 'Effective dates and deadlines',
    category: 'Process',
    description: 'Every date, deadline and transition rule in a bill.',
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'Effective date', question: 'takes effect effective date' },
      { heading: 'Deadlines', question: 'not later than date days before after' },
      { heading: 'Transition', question: 'applies only on or after before the effective date' },
    ],
  },
  {
    id: 'sponsor-profile',
    name: 'Sponsor profile',
    category: 'People',
    description: "A legislator's bills on a topic, with what each would do.",
    parameters: [person, topic, optionalState],
    source: billsOnly,
    sections: [
      { heading: 'Bills on {topic}', question: '{person} {topic} relating to' },
      { heading: 'What they would require', question: '{topic} shall must required' },
    ],
  },
  {
    id: 'legislator-one-pager',
    name: 'One-pager for a legislator meeting',
    category: 'Advocacy',
    description: 'A page to leave behind: the bill, why it matters to you, the ask, with citations.',
    parameters: [bill, state, company, person],
    source: billSource,
    sections: [
      { heading: 'The bill', question: 'relating to act purpose' },
      { heading: 'Why it matters to {company}', question: '{company} shall must required cost' },
      { heading: 'Key provisions', question: 'provision section shall' },
      { heading: 'Timing', question: 'takes effect effective date' },
    ],
  },
  {
    id: 'testimony-brief',
    name: 'Testimony brief',
    category: 'Advocacy',
    description: 'Points for testimony on a bill: what it does, its effect on you and the provisions to name.',
    parameters: [bill, state, company],
    source: billSource,
    sections: [
      { heading: 'Opening', question: 'relating to act purpose' },
      { heading: 'Effect on {company}', question: '{company} shall must required' },
      { heading: 'Provisions to name', question: 'section provision amended' },
      { heading: 'Concerns', question: 'penalty cost fee prohibited' },
    ],
  },
  {
    id: 'talking-points',
    name: 'Talking points',
    category: 'Advocacy',
    description: 'Short, cited points about a bill for calls and meetings.',
    parameters: [bill, state, audience],
    source: billSource,
    sections: [
      { heading: 'What it does', question: 'relating to requires establishes' },
      { heading: 'Who it helps', question: 'benefit eligible grant protect' },
      { heading: 'What it costs', question: 'fee cost appropriation penalty' },
    ],
  },
  {
    id: 'coalition-brief',
    name: 'Coalition brief',
    category: 'Advocacy',
    description: 'Where a topic stands in bills and law, for partners in a coalition.',
    parameters: [topic, optionalState],
    source: everything,
    sections: [
      { heading: 'Pending bills', question: '{topic} bill act relating' },
      { heading: 'Current law', question: '{topic} code section' },
      { heading: 'Our files', question: '{topic} coalition position support oppose' },
    ],
  },
  {
    id: 'press-brief',
    name: 'Press brief',
    category: 'Advocacy',
    description: 'The facts of a bill for a press release or reporter, each with its source.',
    parameters: [bill, state],
    source: billSource,
    sections: [
      { heading: 'Headline facts', question: 'relating to act requires establishes' },
      { heading: 'Numbers', question: 'dollars percent days years number' },
    ],
  },
  {
    id: 'bill-comparison',
    name: 'Comparison of two bills',
    category: 'Comparison',
    description: 'Two bills side by side: purpose, requirements, penalties and dates, each cited.',
    parameters: [bill, state, otherBill, otherState],
    source: { kind: 'two-bills' },
    sections: [
      { heading: 'Purpose', question: 'relating to act purpose' },
      { heading: 'Requirements', question: 'shall must required' },
      { heading: 'Penalties', question: 'penalty offense fine' },
      { heading: 'Effective dates', question: 'takes effect effective date' },
    ],
  },
  {
    id: 'cross-state-comparison',
    name: 'Comparison across states',
    category: 'Comparison',
    description: 'How bills in every state treat a topic, with the passages side by side.',
    parameters: [topic],
    source: billsOnly,
    sections: [
      { heading: 'Approaches', question: '{topic} relating to act' },
      { heading: 'Requirements', question: '{topic} shall must required' },
      { heading: 'Penalties and money', question: '{topic} penalty fee appropriation' },
    ],
  },
  {
    id: 'model-legislation',
    name: 'Model legislation check',
    category: 'Comparison',
    description: 'Passages of bills in other states that read like this bill.',
    parameters: [bill, state],
    source: { kind: 'bill', alsoSearch: ['bill_version'] },
    sections: [
      { heading: 'Shared purpose', question: 'relating to act purpose' },
      { heading: 'Shared requirements', question: 'shall must required' },
    ],
  },
  {
    id: 'regulatory-impact',
    name: 'Regulatory impact',
    category: 'Regulation',
    description: 'The rulemaking a bill calls for and the rules now in force on its subject.',
    parameters: [bill, state],
    source: { kind: 'bill', alsoSearch: ['regulation'] },
    sections: [
      { heading: 'Rulemaking required', question: 'adopt rules rule commission agency department' },
      { heading: 'Rules in force', question: 'rule section administrative code' },
      { heading: 'Licenses and permits', question: 'license permit registration certificate' },
    ],
  },
  {
    id: 'regulation-summary',
    name: 'Regulation summary',
    category: 'Regulation',
    description: 'What the rules of a state say on a topic, section by section.',
    parameters: [topic, state],
    source: { kind: 'search', sources: ['regulation'] },
    sections: [
      { heading: 'Scope', question: '{topic} applies purpose' },
      { heading: 'Requirements', question: '{topic} shall must required' },
      { heading: 'Exemptions', question: '{topic} exempt exemption not apply' },
    ],
  },
  {
    id: 'statute-explainer',
    name: 'Statute explainer',
    category: 'Regulation',
    description: 'What current statutes of a state say on a topic.',
    parameters: [topic, state],
    source: { kind: 'search', sources: ['statute'] },
    sections: [
      { heading: 'Definitions', question: '{topic} means definition' },
      { heading: 'Duties', question: '{topic} shall must required' },
      { heading: 'Penalties', question: '{topic} penalty offense' },
    ],
  },
  {
    id: 'licensing-requirements',
    name: 'Licensing and permits',
    category: 'Regulation',
    description: 'Licenses, permits and registrations on a topic in bills, statutes and rules.',
    parameters: [topic, optionalState],
    source: rules,
    sections: [
      { heading: 'Licenses', question: '{topic} license licensed licensing' },
      { heading: 'Permits and registration', question: '{topic} permit registration certificate' },
      { heading: 'Inspections', question: '{topic} inspection inspect audit' },
    ],
  },
  {
    id: 'topic-research',
    name: 'Topic research brief',
    category: 'Bills',
    description: "Everything the sources say on a topic: bills, statutes, rules and your account's files.",
    parameters: [topic, optionalState],
    source: everything,
    sections: [
      { heading: 'Overview', question: '{topic}' },
      { heading: 'Requirements', question: '{topic} shall must required' },
      { heading: 'Money', question: '{topic} fee fund appropriation tax' },
    ],
  },
  {
    id: 'files-brief',
    name: 'Brief from your files',
    category: 'Advocacy',
    description: "What your account's stored files say on a topic, with the bills that match.",
    parameters: [topic, optionalState],
    source: { kind: 'search', sources: ['file', 'bill_version'] },
    sections: [
      { heading: 'Your files', question: '{topic}' },
      { heading: 'Matching bills', question: '{topic} relating to act' },
    ],
  },
];

const byId = new Map(reportTemplates.map((template) => [template.id, template]));

export const findTemplate = (id: string): ReportTemplateDefinition | undefined => byId.get(id);

/** What a template reads, in words, for the template picker. */
function sourcesInWords(source: TemplateSource): string {
  const names: Record<AiSourceKind, string> = {
    bill_version: 'bills',
    statute: 'statutes',
    regulation: 'regulations',
    file: "your account's files",
  };
  switch (source.kind) {
    case 'bill':
      return source.alsoSearch
        ? `The bill named, and matching ${source.alsoSearch.map((kind) => names[kind]).join(', ')}`
        : 'The latest text of the bill named';
    case 'two-bills':
      return 'The latest texts of the two bills named';
    case 'search':
      return `A search of ${source.sources.map((kind) => names[kind]).join(', ')}`;
  }
}

/** A template as the API lists it. */
export const describeTemplate = (template: ReportTemplateDefinition): AiReportTemplate => ({
  id: template.id,
  name: template.name,
  category: template.category,
  description: template.description,
  parameters: template.parameters.map((parameter) => aiParameterSpecSchema.parse(parameter)),
  sections: template.sections.map((section) => section.heading),
  sources: sourcesInWords(template.source),
});

/** "{topic} shall must" with values filled in; unknown placeholders become empty. */
export const fillIn = (text: string, values: Record<string, string | number | boolean>) =>
  text
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
