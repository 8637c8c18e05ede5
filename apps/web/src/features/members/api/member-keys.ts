import type {
  MemberContactsParams,
  MemberDetailParams,
  MemberListParams,
  StaffParams,
} from '@statehouse/shared/members/members.schemas';

export const memberPath = (id: string) => `/api/members/${encodeURIComponent(id)}`;

/** Query keys of the members feature: the first element is always the API path (ADR 006). */
export const memberKeys = {
  all: ['/api/members'] as const,
  list: (query: MemberListParams) => ['/api/members', query] as const,
  detail: (id: string, query: MemberDetailParams) => [memberPath(id), query] as const,
  contacts: (query: MemberContactsParams) => ['/api/members/contacts/batch', query] as const,
  staffAll: ['/api/staff'] as const,
  staff: (query: StaffParams) => ['/api/staff', query] as const,
};
