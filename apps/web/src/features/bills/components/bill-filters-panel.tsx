import type { BillFacets } from '@statehouse/shared/bills/bills.schemas';
import { billStatusCodes, billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { getBillTypes } from '@statehouse/shared/reference/bill-types';
import { legalCodes } from '@statehouse/shared/reference/legal-codes';
import { parties } from '@statehouse/shared/reference/parties';
import { allStatesSessions } from '@statehouse/shared/reference/sessions';
import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { subjects } from '@statehouse/shared/reference/subjects';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { ANY_SESSION, type BillFilters } from '../utils/bill-filters';
import { FacetCheckboxList, type FacetOption } from './facet-checkbox-list';

export type SelectOption = { id: string; name?: string };

export type BillFiltersPanelProps = {
  filters: BillFilters;
  /** The state and session the list is for (the URL's, else the app's). */
  stateCode: string;
  sessionCode: string | undefined;
  stateOptions: readonly SelectOption[];
  sessionOptions: readonly SelectOption[];
  facets: BillFacets | undefined;
  onChange: (patch: Partial<BillFilters>) => void;
  /** The state select: a pick of the app's state (the header's too). */
  onStateChange: (stateCode: string) => void;
  /** The session select: a pick of the app's session, or undefined for every session of the state. */
  onSessionChange: (sessionCode: string | undefined) => void;
  onReset: () => void;
  /** The page fixes the subject: its checkboxes are left out. */
  hideSubjects?: boolean;
  className?: string;
};

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

const countsOf = (buckets: BillFacets[keyof BillFacets] | undefined) =>
  new Map((buckets ?? []).map((bucket) => [bucket.value, bucket.count]));

/** A text filter that applies on Enter or when the field loses focus, so typing does not flood history. */
function TextFilter({
  label,
  value,
  placeholder,
  onCommit,
  type = 'text',
  list,
}: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  onCommit: (value: string | undefined) => void;
  type?: 'text' | 'date';
  list?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const commit = (next: string) => {
    const trimmed = next.trim() || undefined;
    if (trimmed !== value) onCommit(trimmed);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={draft}
        list={list}
        placeholder={placeholder}
        onChange={(event) => {
          setDraft(event.target.value);
          if (type === 'date') commit(event.target.value);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => commit(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="h-9"
      />
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <label htmlFor={id} className="cursor-pointer text-sm">
        {label}
      </label>
    </div>
  );
}

/** Every filter of GET /api/bills; facet counts show how many of the current results each value holds. */
export function BillFiltersPanel({
  filters,
  stateCode,
  sessionCode,
  stateOptions,
  sessionOptions,
  facets,
  onChange,
  onStateChange,
  onSessionChange,
  onReset,
  hideSubjects = false,
  className,
}: BillFiltersPanelProps) {
  const id = useId();
  const subjectCounts = countsOf(facets?.subject);
  const typeCounts = countsOf(facets?.type);
  const partyCounts = countsOf(facets?.party);
  const statusCounts = countsOf(facets?.status);

  const subjectOptions: FacetOption[] = subjects
    .map((subject) => ({
      value: String(subject.value),
      label: subject.label,
      count: subjectCounts.get(String(subject.value)) ?? 0,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

  const knownTypes = stateCode === ALL_STATES_KEY ? [] : getBillTypes(stateCode);
  const typeOptions: FacetOption[] = [
    ...knownTypes.map((type) => ({
      value: type.id,
      label: `${type.id} · ${type.name}`,
      count: typeCounts.get(type.id) ?? 0,
    })),
    ...(facets?.type ?? [])
      .filter((bucket) => !knownTypes.some((type) => type.id === bucket.value))
      .map((bucket) => ({ value: bucket.value, label: `${bucket.value} · ${bucket.label}`, count: bucket.count })),
  ].sort((a, b) => b.count - a.count);

  // Every status with bills in these results, and every chosen one (a filter is never hidden by its own count).
  const chosenStatuses = (filters.statuses ?? []).map(String);
  const statusOptions: FacetOption[] = billStatusCodes
    .map(String)
    .filter((value) => statusCounts.has(value) || chosenStatuses.includes(value))
    .map((value) => ({
      value,
      label: facets?.status.find((bucket) => bucket.value === value)?.label || billStatusLabel(Number(value)) || value,
      count: statusCounts.get(value) ?? 0,
    }));

  const partyOptions: FacetOption[] = parties.map((party) => ({
    value: party.id,
    label: party.name,
    count: partyCounts.get(party.id) ?? 0,
  }));

  const sessions: SelectOption[] =
    stateCode === ALL_STATES_KEY ? allStatesSessions.map((session) => ({ ...session })) : [...sessionOptions];
  const sessionValue = filters.anySession ? ANY_SESSION : (sessionCode ?? ANY_SESSION);
  if (sessionValue !== ANY_SESSION && !sessions.some((session) => session.id === sessionValue)) {
    sessions.unshift({ id: sessionValue });
  }

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-state`} className="text-xs font-medium text-muted-foreground">
          State
        </label>
        <select
          id={`${id}-state`}
          className={selectClass}
          value={stateCode}
          onChange={(event) => onStateChange(event.target.value)}
        >
          <option value={ALL_STATES_KEY}>All states</option>
          {stateOptions.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name ?? state.id}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-session`} className="text-xs font-medium text-muted-foreground">
          Session
        </label>
        <select
          id={`${id}-session`}
          className={selectClass}
          value={sessionValue}
          onChange={(event) => onSessionChange(event.target.value === ANY_SESSION ? undefined : event.target.value)}
        >
          <option value={ANY_SESSION}>All sessions</option>
          {sessions.map((session) => (
            <option key={session.id} value={session.id}>
              {session.name ?? session.id}
            </option>
          ))}
        </select>
      </div>

      <FacetCheckboxList
        legend="Status"
        options={statusOptions}
        selected={chosenStatuses}
        onChange={(values) => onChange({ statuses: values.map(Number) as BillFilters['statuses'] })}
      />

      {!hideSubjects && (
        <FacetCheckboxList
          legend="Subjects"
          options={subjectOptions}
          selected={(filters.subjects ?? []).map(String)}
          onChange={(values) => onChange({ subjects: values.map(Number) })}
        />
      )}
      <FacetCheckboxList
        legend="Bill types"
        options={typeOptions}
        selected={filters.types ?? []}
        onChange={(values) => onChange({ types: values })}
        visible={6}
      />
      <FacetCheckboxList
        legend="Sponsor party"
        options={partyOptions}
        selected={filters.parties ?? []}
        onChange={(values) => onChange({ parties: values as BillFilters['parties'] })}
      />

      <TextFilter
        label="Author or sponsor"
        value={filters.authorName}
        placeholder="e.g. Hughes"
        onCommit={(authorName) => onChange({ authorName })}
      />
      <TextFilter
        label="Statute code"
        value={filters.statuteCode}
        placeholder="e.g. Tax Code"
        list={`${id}-codes`}
        onCommit={(statuteCode) => onChange({ statuteCode })}
      />
      <datalist id={`${id}-codes`}>
        {legalCodes.map((code) => (
          <option key={code.value} value={code.label} />
        ))}
      </datalist>
      <TextFilter
        label="Statute section"
        value={filters.statuteSection}
        placeholder="e.g. 151.001"
        onCommit={(statuteSection) => onChange({ statuteSection })}
      />
      <fieldset className="grid min-w-0 grid-cols-2 gap-2">
        <legend className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Last action
        </legend>
        <TextFilter label="From" type="date" value={filters.dateFrom} onCommit={(dateFrom) => onChange({ dateFrom })} />
        <TextFilter label="To" type="date" value={filters.dateTo} onCommit={(dateTo) => onChange({ dateTo })} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Toggle
          label="Furthest along first"
          checked={filters.rerankProgress ?? false}
          onChange={(rerankProgress) => onChange({ rerankProgress })}
        />
        <Toggle
          label="Filed by a committee chair"
          checked={filters.onlyCommitteeChairFiled ?? false}
          onChange={(onlyCommitteeChairFiled) => onChange({ onlyCommitteeChairFiled })}
        />
      </div>
      <Button variant="outline" size="sm" onClick={onReset}>
        Clear filters
      </Button>
    </div>
  );
}
