import type { LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { paths } from '@/config/paths';

/** The page of a section: /statutes/:id or /regs/:id. */
export const lawSectionHref = (kind: LawKind, id: number) =>
  kind === 'statute' ? paths.statutes.detail(String(id)) : paths.regulations.detail(String(id));

export const lawListHref = (kind: LawKind) => (kind === 'statute' ? paths.statutes.list : paths.regulations.list);

/** 'subchapter' -> 'Subchapter'. */
export const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

/** 'Chapter 151. LIMITED SALES, EXCISE, AND USE TAX' (the heading's trailing dot dropped). */
export const levelTitle = (level: { level: string; num: string; heading: string | null | undefined }) =>
  `${levelLabel(level.level)} ${level.num}${level.heading ? `. ${level.heading.replace(/\.$/, '')}` : ''}`;

export const kindWords = {
  statute: { title: 'Statutes', one: 'statute section', many: 'statute sections', codes: 'codes' },
  regulation: {
    title: 'Regulations',
    one: 'regulation section',
    many: 'regulation sections',
    codes: 'administrative codes',
  },
} as const;
