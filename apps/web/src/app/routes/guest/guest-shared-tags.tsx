import { states } from '@statehouse/shared/reference/states';
import { useSearchParams } from 'react-router';
import { GuestSharedTags } from '@/features/guest/components/guest-shared-tags';
import { GuestPage } from './guest-page';

/** The tags shared with the guest; the state filter lives in the URL (?state=TX). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  return (
    <GuestPage title="Shared Tags" description="Bill lists your hosts have shared, grouped by tag.">
      <div className="flex min-w-0 flex-col gap-4">
        <label className="flex items-center gap-2 text-sm" htmlFor="guest-state">
          State
          <select
            id="guest-state"
            value={state}
            onChange={(event) => setParams(event.target.value ? { state: event.target.value } : {})}
            className="rounded-md border bg-background px-2 py-1"
          >
            <option value="">All states</option>
            {states.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <GuestSharedTags state={state || undefined} />
      </div>
    </GuestPage>
  );
}
