import { billStatuses } from '@statehouse/shared/reference/bill-status';
import { type TrackType, trackTypeLabels, trackTypes } from '@statehouse/shared/tracking/tracking.schemas';
import { useId } from 'react';
import { type StateOption, StatesFilter } from '@/components/states-filter';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import {
  type OwnerChoice,
  ownerChoiceOf,
  ownerFilterOf,
  type TrackedFilters,
  type TrackedList,
} from '../utils/tracked-filters';
import type { TagOption } from './bulk-actions-bar';
import { TagChip } from './tracked-bill-parts';

// The statuses a bill's own status field holds (0-6), plus Chaptered, which users ask for by name.
const statusOptions = billStatuses.filter((status) => status.value <= 6 || status.value === 8);

function CheckList<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: T; label: React.ReactNode }[];
  value: readonly T[] | undefined;
  onChange: (value: T[]) => void;
}) {
  const id = useId();
  const selected = new Set(value ?? []);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${option.value}`}
            checked={selected.has(option.value)}
            onCheckedChange={(checked) =>
              onChange(
                checked === true
                  ? options
                      .filter((item) => item.value === option.value || selected.has(item.value))
                      .map((item) => item.value)
                  : [...selected].filter((item) => item !== option.value),
              )
            }
          />
          <Label htmlFor={`${id}-${option.value}`} className="font-normal">
            {option.label}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** The members and teams a bill may be owned by (the route reads them from the analysts and teams features). */
export type OwnerOptions = { people: { id: number; name: string }[]; teams: { id: number; name: string }[] };

function OwnerFilter({
  filters,
  owners,
  onChange,
}: {
  filters: TrackedFilters;
  owners: OwnerOptions;
  onChange: (change: Partial<TrackedFilters>) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Owner
      </label>
      <select
        id={id}
        value={ownerChoiceOf(filters)}
        onChange={(event) => onChange(ownerFilterOf(event.target.value as OwnerChoice))}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm"
      >
        <option value="">Any owner</option>
        <option value="unowned">Unowned</option>
        {owners.people.length > 0 && (
          <optgroup label="Members">
            {owners.people.map((person) => (
              <option key={person.id} value={`user:${person.id}`}>
                {person.name}
              </option>
            ))}
          </optgroup>
        )}
        {owners.teams.length > 0 && (
          <optgroup label="Teams">
            {owners.teams.map((team) => (
              <option key={team.id} value={`team:${team.id}`}>
                {team.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}

/** The people whose tracking a list may be narrowed to (the account's lobbyists, from the advocates feature). */
export type TrackerOption = { id: number; name: string };

/**
 * Every filter of a tracked bills list; each change goes straight to the URL. The lobbyists' list (decision 075)
 * filters by lobbyist and joint tracking instead of leaving lobbyists out.
 */
export function TrackedFiltersPanel({
  list,
  filters,
  stateOptions,
  tags,
  owners,
  trackers = [],
  onChange,
}: {
  list: TrackedList;
  filters: TrackedFilters;
  stateOptions: readonly StateOption[];
  tags: TagOption[];
  owners?: OwnerOptions;
  trackers?: readonly TrackerOption[];
  onChange: (change: Partial<TrackedFilters>) => void;
}) {
  const isLobbyists = list === 'lobbyists';
  const logicId = useId();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">States</span>
        <StatesFilter options={stateOptions} value={filters.states ?? []} onChange={(states) => onChange({ states })} />
      </div>
      {tags.length > 0 && (
        <div className="flex flex-col gap-2">
          <CheckList
            legend="Tags"
            options={tags.map((tag) => ({ value: tag.id, label: <TagChip tag={tag} /> }))}
            value={filters.tagIds}
            onChange={(tagIds) => onChange({ tagIds })}
          />
          {(filters.tagIds?.length ?? 0) > 1 && (
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor={logicId} className="text-muted-foreground">
                Bills with
              </label>
              <select
                id={logicId}
                value={filters.tagLogic ?? 'or'}
                onChange={(event) => onChange({ tagLogic: event.target.value as 'and' | 'or' })}
                className="h-8 rounded-md border border-input bg-background px-2 text-sm"
              >
                <option value="or">any of these tags</option>
                <option value="and">all of these tags</option>
              </select>
            </div>
          )}
        </div>
      )}
      {owners && <OwnerFilter filters={filters} owners={owners} onChange={onChange} />}
      {isLobbyists && trackers.length > 0 && (
        <CheckList
          legend="Lobbyists"
          options={trackers.map((tracker) => ({ value: tracker.id, label: tracker.name }))}
          value={filters.userIds}
          onChange={(userIds) => onChange({ userIds })}
        />
      )}
      <CheckList
        legend="Status"
        options={statusOptions.map((status) => ({ value: status.value as number, label: status.label }))}
        value={filters.progressStatuses}
        onChange={(progressStatuses) => onChange({ progressStatuses })}
      />
      <CheckList
        legend="Tracked as"
        options={trackTypes.map((type) => ({ value: type, label: trackTypeLabels[type] }))}
        value={filters.trackTypes}
        onChange={(value) => onChange({ trackTypes: value as TrackType[] })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Show only</legend>
        <Flag
          label="Sessions still running"
          checked={!!filters.activeOnly}
          onChange={(activeOnly) => onChange({ activeOnly })}
        />
        <Flag
          label="Bills with my alerts on"
          checked={!!filters.alertsOnly}
          onChange={(alertsOnly) => onChange({ alertsOnly })}
        />
        {isLobbyists ? (
          <Flag
            label="Tracked by two or more lobbyists"
            checked={!!filters.jointTracked}
            onChange={(jointTracked) => onChange({ jointTracked })}
          />
        ) : (
          <Flag
            label="Leave out lobbyist users’ tracking"
            checked={!!filters.excludeLobbyistUsers}
            onChange={(excludeLobbyistUsers) => onChange({ excludeLobbyistUsers })}
          />
        )}
      </fieldset>
    </div>
  );
}
