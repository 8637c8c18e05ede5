import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * The search box of a list page. The term is read on submit (not on each key), so the list and its URL change
 * once per search; `value` re-seeds the box when the URL changes (Back, a cleared filter).
 */
export function ListSearchForm({
  label,
  inputLabel = label,
  placeholder,
  value,
  onSearch,
}: {
  /** The form's accessible name, e.g. "Search committees". */
  label: string;
  /** The box's accessible name, when it says more than the form's, e.g. "Committee name". */
  inputLabel?: string;
  placeholder: string;
  value: string;
  onSearch: (term: string) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('q');
    onSearch(typeof term === 'string' ? term.trim() : '');
  };
  return (
    <form aria-label={label} onSubmit={submit} className="flex gap-2">
      <label htmlFor={`${id}-q`} className="sr-only">
        {inputLabel}
      </label>
      <Input
        key={value}
        id={`${id}-q`}
        name="q"
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        className="max-w-md"
      />
      <Button type="submit">
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
