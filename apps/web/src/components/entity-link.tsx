import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The things a page can point at, each with its own screen in routes.txt. */
export type EntityKind =
  | 'bill'
  | 'member'
  | 'committee'
  | 'statute'
  | 'company'
  | 'lobbyist'
  | 'firm'
  | 'subject'
  | 'regulation';

const entityPaths: Record<EntityKind, (id: string) => string> = {
  bill: paths.bills.detail,
  member: paths.members.detail,
  committee: paths.committees.detail,
  statute: paths.statutes.detail,
  company: paths.lobby.company,
  lobbyist: paths.lobby.lobbyist,
  firm: paths.lobby.firm,
  subject: paths.subjects.detail,
  regulation: paths.regulations.detail,
};

/** The page of one bill, member, committee, statute, lobbying company or subject. */
export function entityPath(kind: EntityKind, id: string | number): string {
  return entityPaths[kind](String(id));
}

/**
 * A link to a bill, member, committee, statute, company or subject page; every page names these through it, so a
 * name never dead-ends. Without an id (a name that matched no record) it renders the plain text, since a
 * link to nowhere is worse than none.
 */
export function EntityLink({
  kind,
  id,
  children,
  className,
}: {
  kind: EntityKind;
  id: string | number | null | undefined;
  children: ReactNode;
  /** Replaces the default link look (primary colour, underline on hover), e.g. for a chip. */
  className?: string;
}) {
  if (id === null || id === undefined || id === '') return <span>{children}</span>;
  return (
    <Link to={entityPath(kind, id)} className={className ?? 'text-primary underline-offset-4 hover:underline'}>
      {children}
    </Link>
  );
}
