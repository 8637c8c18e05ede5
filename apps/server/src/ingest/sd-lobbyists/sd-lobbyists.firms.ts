import type { LobbyRegistrationRecord } from '../loaders/lobbying';
import type { ParseResult } from '../loaders/records';

/**
 * South Dakota's exports name no lobbying firm: each row is one lobbyist and one employer. A contract lobbyist's
 * e-mail address is the firm's, though (riterlaw.com, redstonelawfirm.com, mayadam.net), so a firm is read off
 * the address's domain (decision 040): a domain where one lobbyist represents at least
 * `CONTRACT_CLIENTS_PER_YEAR` different employers in one year, unless it is a mail provider, an internet service
 * provider or a school. The firm's name is the domain, since the data gives no other.
 */
export const CONTRACT_CLIENTS_PER_YEAR = 3;

/** Mail providers and South Dakota internet service providers seen in the exports: personal addresses, not firms. */
const providerDomains = new Set([
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'me.com',
  'mac.com',
  'msn.com',
  'live.com',
  'comcast.net',
  'protonmail.com',
  'midco.net',
  'midconetwork.com',
  'rushmore.com',
  'sdplains.com',
  'gwtc.net',
  'goldenwest.net',
  'swiftel.net',
  'venturecomm.net',
  'santel.net',
  'itctel.com',
  'vastbb.com',
  'alliancecom.net',
  'mchsi.com',
  'qwest.net',
  'q.com',
]);

/** The domain of an address, or null for a provider's, a school's or a government's (never a firm). */
export function firmDomainOf(email: string | null | undefined): string | null {
  const domain = email
    ?.trim()
    .toLowerCase()
    .split('@')[1]
    ?.replace(/[\s>]+$/, '');
  if (!domain || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) return null;
  const parts = domain.split('.');
  // midco.net and its regional subdomains (sio.midco.net, pie.midco.net ...).
  if (parts.some((_, index) => providerDomains.has(parts.slice(index).join('.')))) return null;
  if (/\.(edu|gov|mil)$/.test(domain) || /(^|\.)(k12|state)\.[a-z]{2}\.us$/.test(domain)) return null;
  return domain;
}

/** The domains that are firms, over every registration of every file read. */
export function contractFirmDomains(results: readonly ParseResult<LobbyRegistrationRecord>[]): Set<string> {
  const clients = new Map<string, Set<string>>();
  for (const result of results) {
    if (!result.ok) continue;
    const domain = firmDomainOf(result.value.lobbyist.email);
    if (!domain) continue;
    const key = `${domain}|${result.value.year}|${result.value.lobbyist.externalKey}`;
    const set = clients.get(key) ?? new Set<string>();
    set.add(result.value.client.externalKey);
    clients.set(key, set);
  }
  const firms = new Set<string>();
  for (const [key, set] of clients) {
    if (set.size >= CONTRACT_CLIENTS_PER_YEAR) firms.add(key.split('|')[0]!);
  }
  return firms;
}

/** Sets the firm of each registration whose lobbyist writes from a firm's domain. */
export function withFirms(
  results: ParseResult<LobbyRegistrationRecord>[],
  firms: ReadonlySet<string>,
): ParseResult<LobbyRegistrationRecord>[] {
  return results.map((result) => {
    if (!result.ok) return result;
    const domain = firmDomainOf(result.value.lobbyist.email);
    if (!domain || !firms.has(domain)) return result;
    return {
      ...result,
      value: { ...result.value, firm: { externalKey: `domain:${domain}`, name: domain, city: null, state: null } },
    };
  });
}
