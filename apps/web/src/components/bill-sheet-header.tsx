import type { ReactNode } from 'react';
import { EntityLink } from '@/components/entity-link';

/**
 * The head of a sheet kept about one bill (the member and the company tick sheets): a way back to the bill, the
 * sheet's name with the bill's number, its title, and why the reader cannot edit when they cannot.
 */
export function BillSheetHeader({
  bill,
  sheetName,
  readOnlyNote,
  children,
}: {
  bill: { id: string; identifier: string; stateCode: string; title: string };
  sheetName: string;
  /** Shown when the reader may only read, e.g. "You can read this sheet; admins and users mark it." */
  readOnlyNote?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1">
      <EntityLink kind="bill" id={bill.id}>
        <span className="text-sm">
          ← {bill.identifier} ({bill.stateCode})
        </span>
      </EntityLink>
      <h1 className="text-2xl font-semibold tracking-tight">
        {sheetName}: {bill.identifier}
      </h1>
      <p className="text-sm text-muted-foreground">{bill.title}</p>
      {children}
      {readOnlyNote && <p className="text-sm text-muted-foreground">{readOnlyNote}</p>}
    </header>
  );
}
