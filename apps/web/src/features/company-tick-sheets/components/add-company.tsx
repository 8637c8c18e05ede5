import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useCompanies } from '@/lib/api/get-companies';
import { useSetCompanyTickSheetEntry } from '../api/set-company-tick-sheet-entry';

/** Find a company the sheet does not list and put it on the sheet (recorded as monitoring). */
export function AddCompany({ billId, listed }: { billId: string; listed: ReadonlySet<number> }) {
  const id = useId();
  const [search, setSearch] = useState('');
  // Companies by name, to add one the sheet does not list.
  const results = useCompanies({ search, limit: 8 }, { enabled: search.trim().length >= 2 });
  const save = useSetCompanyTickSheetEntry(billId);
  const candidates = (results.data?.data ?? []).filter((company) => !listed.has(company.id));
  return (
    <div className="flex w-full max-w-sm flex-col gap-1 text-sm">
      <label htmlFor={`${id}-search`} className="text-muted-foreground">
        Add a company
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder="Company name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim().length >= 2 && results.data && (
        <ul aria-label="Companies found" className="rounded-md border">
          {candidates.length === 0 ? (
            <li className="px-3 py-2 text-muted-foreground">No other company matches “{search.trim()}”.</li>
          ) : (
            candidates.map((company) => (
              <li
                key={company.id}
                className="flex items-center justify-between gap-2 border-t px-3 py-1.5 first:border-t-0"
              >
                <span className="min-w-0 truncate">
                  {company.name}
                  {company.state ? <span className="text-muted-foreground"> · {company.state}</span> : null}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Add ${company.name}`}
                  onClick={() =>
                    save.mutate(
                      { companyId: company.id, position: 'monitor', note: '' },
                      {
                        onSuccess: () => setSearch(''),
                        onError: (error) =>
                          toast({ variant: 'destructive', title: 'Not added', description: error.message }),
                      },
                    )
                  }
                >
                  <PlusIcon aria-hidden="true" /> Add
                </Button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
