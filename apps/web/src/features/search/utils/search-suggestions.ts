import type { SearchResponse } from '@statehouse/shared/search/search.schemas';
import { sectionCitation } from './section-citation';

export type SearchKind = 'bills' | 'members' | 'committees' | 'statutes' | 'regulations';

export const searchKindLabels: Record<SearchKind, string> = {
  bills: 'Bills',
  members: 'Members',
  committees: 'Committees',
  statutes: 'Statutes',
  regulations: 'Regulations',
};

export type SearchLinks = {
  bill: (id: string) => string;
  member: (id: string) => string;
  committee: (id: string) => string;
  statute: (id: string) => string;
  regulation: (id: string) => string;
};

export type Suggestion = { key: string; kind: SearchKind; label: string; detail: string; href: string };

/** The first hits of every group, flattened in group order, for the header's suggestion list. */
export function toSuggestions(reply: SearchResponse, links: SearchLinks, perGroup = 3): Suggestion[] {
  return [
    ...reply.bills.items.slice(0, perGroup).map((bill) => ({
      key: `bill-${bill.id}`,
      kind: 'bills' as const,
      label: `${bill.stateCode} ${bill.identifier}`,
      detail: bill.title,
      href: links.bill(bill.id),
    })),
    ...reply.members.items.slice(0, perGroup).map((member) => ({
      key: `member-${member.id}`,
      kind: 'members' as const,
      label: member.name,
      detail: [member.stateCode, member.party, member.district ? `District ${member.district}` : null]
        .filter(Boolean)
        .join(' · '),
      href: links.member(member.id),
    })),
    ...reply.committees.items.slice(0, perGroup).map((committee) => ({
      key: `committee-${committee.id}`,
      kind: 'committees' as const,
      label: committee.name,
      detail: [committee.stateCode, committee.chamber].filter(Boolean).join(' · '),
      href: links.committee(committee.id),
    })),
    ...reply.statutes.items.slice(0, perGroup).map((section) => ({
      key: `statute-${section.id}`,
      kind: 'statutes' as const,
      label: sectionCitation(section),
      detail: section.heading ?? '',
      href: links.statute(String(section.id)),
    })),
    ...reply.regulations.items.slice(0, perGroup).map((section) => ({
      key: `regulation-${section.id}`,
      kind: 'regulations' as const,
      label: sectionCitation(section),
      detail: section.heading ?? '',
      href: links.regulation(String(section.id)),
    })),
  ];
}
