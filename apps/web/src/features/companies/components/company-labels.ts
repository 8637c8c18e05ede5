import type { CompanyAliasKind } from '@statehouse/shared/companies/companies.schemas';

export const aliasKindLabels: Record<CompanyAliasKind, string> = {
  lobby_client: 'Lobby client',
  contributor_organization: 'Contributor (organization)',
  contributor_employer: 'Contributors’ employer',
  account: 'Added by your account',
};

export const money = (amount: number | string) =>
  Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
