import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import type { SideChoice } from '@/features/bill-comparison/components/comparison-side';
import { useBillVersions } from '@/features/bills/api/get-bill-versions';
import { BillPicker, type PickedBill } from '@/features/bills/components/bill-picker';

/** "HB 169" from TX-892-HB-169, until the picker or the comparison names the bill. */
const identifierOf = (billId: string) => billId.split('-').slice(2).join(' ');

/**
 * One side of the comparison: a bill picked by number or title in the app's state and session, then one of its
 * versions with text (its latest when none is chosen). No request goes out until a bill is picked.
 */
export function SidePicker({
  label,
  value,
  onChange,
  stateCode,
  sessionCode,
  scopeLabel,
  known,
  error,
}: {
  label: string;
  value: SideChoice | null;
  onChange: (side: SideChoice | null) => void;
  stateCode: string | undefined;
  sessionCode: string | undefined;
  scopeLabel: string | undefined;
  /** The bill as a comparison already named it (its title), for a side read from the URL. */
  known?: PickedBill;
  /** Why the form cannot be sent yet, shown under the bill. */
  error?: string;
}) {
  const id = useId();
  const [picked, setPicked] = useState<PickedBill | null>(null);
  const billId = value?.billId ?? '';
  const bill: PickedBill | null = !billId
    ? null
    : picked?.id === billId
      ? picked
      : known?.id === billId
        ? known
        : { id: billId, identifier: identifierOf(billId), title: '' };
  const versions = useBillVersions(billId, { enabled: billId !== '' });
  const withText = (versions.data?.items ?? []).filter((version) => version.hasText);
  return (
    <fieldset className="flex min-w-0 flex-1 flex-col gap-2 rounded-md border p-3">
      <legend className="px-1 font-medium text-sm">{label}</legend>
      <BillPicker
        label="Bill"
        value={bill}
        stateCode={stateCode}
        sessionCode={sessionCode}
        scopeLabel={scopeLabel}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(next) => {
          setPicked(next);
          onChange(next ? { billId: next.id } : null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      )}
      <Label htmlFor={`${id}-version`}>Version</Label>
      <select
        id={`${id}-version`}
        className="h-9 rounded-md border bg-background px-2 text-sm"
        disabled={!billId || withText.length === 0}
        value={value?.versionId ?? ''}
        onChange={(event) =>
          onChange({
            billId,
            ...(event.target.value ? { versionId: Number(event.target.value) } : {}),
          })
        }
      >
        <option value="">Latest version</option>
        {withText.map((version) => (
          <option key={version.id} value={version.id}>
            {version.name}
            {version.date ? ` (${version.date})` : ''}
          </option>
        ))}
      </select>
      {billId && versions.isError && <p className="text-destructive text-xs">{versions.error.message}</p>}
      {billId && versions.isSuccess && withText.length === 0 && (
        <p className="text-muted-foreground text-xs">This bill has no version with text to compare.</p>
      )}
    </fieldset>
  );
}
