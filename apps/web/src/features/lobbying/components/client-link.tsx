import { EntityLink } from '@/components/entity-link';

/** A client's name: a link to its company page where it resolved to a company, else its name as registered. */
export function ClientLink({ name, companyId }: { name: string; companyId: number | null }) {
  return (
    <EntityLink kind="company" id={companyId}>
      {name}
    </EntityLink>
  );
}
