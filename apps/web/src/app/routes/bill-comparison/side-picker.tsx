import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SideChoice } from '@/features/bill-comparison/components/comparison-side';
import { useBillVersions } from '@/features/bills/api/get-bill-versions';

const billIdPattern = /^[A-Za-z]{2}-[^-]+-[A-Za-z]+-\w+$/;

/** One side of the comparison: a bill id, then one of its versions with text (its latest when none is chosen). */
export function SidePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: SideChoice | null;
  onChange: (side: SideChoice | null) => void;
}) {
  const id = useId();
  const [billId, setBillId] = useState(value?.billId ?? '');
  const valid = billIdPattern.test(billId.trim());
  const versions = useBillVersions(valid ? billId.trim() : '');
  const withText = (valid ? (versions.data?.items ?? []) : []).filter((version) => version.hasText);
  return (
    <fieldset className="flex min-w-0 flex-1 flex-col gap-2 rounded-md border p-3">
      <legend className="px-1 font-medium text-sm">{label}</legend>
      <Label htmlFor={`${id}-bill`}>Bill</Label>
      <Input
        id={`${id}-bill`}
        value={billId}
        placeholder="e.g. TX-892-HB-1"
        onChange={(event) => {
          setBillId(event.target.value);
          const next = event.target.value.trim();
          onChange(billIdPattern.test(next) ? { billId: next } : null);
        }}
      />
      <Label htmlFor={`${id}-version`}>Version</Label>
      <select
        id={`${id}-version`}
        className="h-9 rounded-md border bg-background px-2 text-sm"
        disabled={!valid || withText.length === 0}
        value={value?.versionId ?? ''}
        onChange={(event) =>
          onChange({
            billId: billId.trim(),
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
      {valid && versions.isError && <p className="text-destructive text-xs">{versions.error.message}</p>}
    </fieldset>
  );
}
