import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';

type BillSearchBarProps = {
  searchTerm: string | undefined;
  textSearch: boolean;
  onSearch: (patch: { searchTerm: string | undefined; textSearch: boolean }) => void;
};

/** The search box of /bills, in web-search syntax, with the choice to search every version's full text. */
export function BillSearchBar({ searchTerm, textSearch, onSearch }: BillSearchBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(searchTerm ?? '');
  const [seen, setSeen] = useState(searchTerm);
  if (seen !== searchTerm) {
    setSeen(searchTerm);
    setDraft(searchTerm ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ searchTerm: draft.trim() || undefined, textSearch });
  };
  return (
    <form aria-label="Search bills" onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <label htmlFor={`${id}-term`} className="sr-only">
            Search bills
          </label>
          <Input
            id={`${id}-term`}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder='youth camp, "property tax" OR appraisal -school'
            aria-describedby={`${id}-hint`}
            className="h-10 pl-9"
            maxLength={500}
          />
        </div>
        <Button type="submit" className="h-10">
          Search
        </Button>
      </div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Use <kbd className="font-mono">"quotes"</kbd> for a phrase, <kbd className="font-mono">OR</kbd> between words,
          and <kbd className="font-mono whitespace-nowrap">-word</kbd> to leave a word out.
        </p>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-full`}
            checked={textSearch}
            onCheckedChange={(checked) =>
              onSearch({ searchTerm: draft.trim() || undefined, textSearch: checked === true })
            }
          />
          <label htmlFor={`${id}-full`} className="cursor-pointer text-sm">
            Search the full text of every version
          </label>
        </div>
      </div>
    </form>
  );
}
