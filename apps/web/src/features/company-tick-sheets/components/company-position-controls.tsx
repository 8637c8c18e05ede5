import {
  type CompanyBillPosition,
  type CompanyTickSheetRow,
  companyBillPositionLabels,
  companyBillPositions,
} from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useSetCompanyTickSheetEntry } from '../api/set-company-tick-sheet-entry';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60';

/**
 * A company's recorded position (a select: arrow keys change it) and note, saved at once with the row's other value;
 * the note saves when it loses focus or on Enter. The member tick sheet's controls, for companies.
 */
export function CompanyPositionControls({
  billId,
  row,
  canEdit,
  layout,
}: {
  billId: string;
  row: CompanyTickSheetRow;
  canEdit: boolean;
  layout: 'row' | 'card';
}) {
  const save = useSetCompanyTickSheetEntry(billId);
  const [note, setNote] = useState(row.note);
  useEffect(() => setNote(row.note), [row.note]);
  const name = row.company.name;
  const submit = (changes: { position?: CompanyBillPosition; note?: string }) =>
    save.mutate(
      { companyId: row.companyId, position: changes.position ?? row.position, note: changes.note ?? note },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: `Not saved for ${name}`, description: error.message }),
      },
    );
  const saveNote = () => {
    if (note.trim() !== row.note) submit({ note: note.trim() });
  };
  const Cell = layout === 'row' ? 'td' : 'div';
  const cellClass = layout === 'row' ? 'px-3 py-2' : undefined;
  const controls = (
    <>
      <Cell className={cellClass}>
        <select
          aria-label={`Position of ${name}`}
          className={selectClass}
          value={row.position}
          disabled={!canEdit}
          onChange={(event) => submit({ position: event.target.value as CompanyBillPosition })}
        >
          {companyBillPositions.map((position) => (
            <option key={position} value={position}>
              {position === 'unknown' ? 'Not recorded' : companyBillPositionLabels[position]}
            </option>
          ))}
        </select>
      </Cell>
      <Cell className={cellClass}>
        <Input
          aria-label={`Note on ${name}`}
          placeholder={canEdit ? 'What they said, who said it' : ''}
          value={note}
          disabled={!canEdit}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
          onBlur={saveNote}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveNote();
          }}
          className="min-w-40"
        />
      </Cell>
    </>
  );
  return layout === 'row' ? controls : <div className="grid gap-2">{controls}</div>;
}
