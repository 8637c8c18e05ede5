import type { CompanyListQuery } from '@statehouse/shared/companies/companies.schemas';

/**
 * Query keys of the calls several features read (the first element is the API path, ADR 006). Features do not
 * import each other (docs/decisions/021), so a call two features need lives here once, with one cache entry:
 * the user's settings (the settings screen, the state and session picker, alert preferences), the account's
 * members (sharing a tag, a relationship's owner) and the companies list (/lobby's Companies tab, a company tick
 * sheet's search).
 */
export const sharedKeys = {
  userSettings: ['/api/user-settings'] as const,
  /** Which delivery channels work: alert dialogs, and the report schedule form (no mail server, no e-mail). */
  alertChannels: ['/api/alerts/channels'] as const,
  users: ['/api/users'] as const,
  companies: (query: Partial<CompanyListQuery>) => ['/api/companies', query] as const,
};
