import type { CompanyListQuery } from '@statehouse/shared/companies/companies.schemas';

/**
 * Query keys of the calls several features read (the first element is the API path, ADR 006). Features do not
 * import each other (docs/decisions/021), so a call two features need lives here once, with one cache entry:
 * the user's settings (the settings screen, the state and session picker, alert preferences), the account's
 * members (sharing a tag, a relationship's owner), the companies list (/lobby's Companies tab, a company tick
 * sheet's search) and the data coverage (components/no-data-in-state.tsx, on the empty screens of many features).
 */
export const sharedKeys = {
  userSettings: ['/api/user-settings'] as const,
  /** Which delivery channels work: alert dialogs, and the report schedule form (no mail server, no e-mail). */
  alertChannels: ['/api/alerts/channels'] as const,
  users: ['/api/users'] as const,
  /** Which states have which kind of data: the empty screens of a state without it name one that has it. */
  dataCoverage: ['/api/status/coverage'] as const,
  /** Whether a first start is still loading the sample: the app shell's banner (decision 080). */
  readiness: ['/api/status/ready'] as const,
  companies: (query: Partial<CompanyListQuery>) => ['/api/companies', query] as const,
  /** The account's tags: where an approved auto-tracking match is tracked. */
  accountTagOptions: ['/api/tags', { scope: 'account', pageSize: 500 }] as const,
};
