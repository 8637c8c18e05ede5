import { LoaderCircleIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { useBills } from '../api/get-bills';

/** A bill as the picker shows and returns it. */
export type PickedBill = { id: string; identifier: string; title: string };

export const BILL_PICKER_MIN_LENGTH = 2;
const SUGGESTIONS = 8;

/** "HB 169", "H.B. 169", "hb169": the same bill number, for matching what was typed against a suggestion. */
const numberKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Picks a bill by number or by words of its title, within one state and session (the app's: the header's
 * picker), as a combobox: suggestions follow the typing, arrows move through them, Enter or a click picks one;
 * Enter on a number that one suggestion has exactly picks it too. Nothing is asked of the server until two
 * characters are typed and the state is known.
 */
export function BillPicker({
  label,
  value,
  onChange,
  stateCode,
  sessionCode,
  scopeLabel,
  invalid,
  describedBy,
}: {
  label: string;
  /** The picked bill, or null. */
  value: PickedBill | null;
  onChange: (bill: PickedBill | null) => void;
  /** The state searched (a code, or ALL); nothing is searched while it is still undefined (being chosen). */
  stateCode: string | undefined;
  sessionCode: string | undefined;
  /** The state and session in words, for the empty message: "Texas, 89th Legislature 2nd C.S.". */
  scopeLabel?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [term, setTerm] = useState(value ? value.identifier : '');
  const [shownValue, setShownValue] = useState(value);
  if (shownValue?.id !== value?.id) {
    setShownValue(value);
    if (value) setTerm(value.identifier);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const debounced = useDebouncedValue(term.trim(), 200);
  const searching =
    open && stateCode !== undefined && debounced.length >= BILL_PICKER_MIN_LENGTH && debounced !== value?.identifier;
  const bills = useBills(
    { stateCode, sessionCode, searchTerm: debounced, page: 1, pageSize: SUGGESTIONS },
    { enabled: searching },
  );
  const options: PickedBill[] = searching
    ? (bills.data?.items ?? []).map((bill) => ({ id: bill.id, identifier: bill.identifier, title: bill.title }))
    : [];
  const showList = searching && (options.length > 0 || !bills.isFetching);

  const pick = (bill: PickedBill) => {
    clearTimeout(blurTimer.current);
    setTerm(bill.identifier);
    setOpen(false);
    setActive(-1);
    onChange(bill);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const chosen = options[active] ?? options.find((bill) => numberKey(bill.identifier) === numberKey(term));
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else if (open && options.length > 0) event.preventDefault();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="font-medium text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          value={term}
          placeholder="Bill number or words of the title"
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          className="h-9 w-full rounded-md border border-input bg-background px-3 pr-8 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
        />
        {bills.isFetching && searching ? (
          <LoaderCircleIcon
            aria-hidden="true"
            className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          />
        ) : term ? (
          <button
            type="button"
            aria-label={`Clear ${label}`}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground"
            onClick={() => {
              setTerm('');
              onChange(null);
            }}
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      {value && <p className="line-clamp-2 text-muted-foreground text-xs">{value.title}</p>}
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
        >
          {options.length === 0 ? (
            <p className="px-3 py-2 text-muted-foreground text-sm">
              {bills.isError
                ? bills.error.message
                : `No bill${scopeLabel ? ` in ${scopeLabel}` : ''} matches “${debounced}”. Try the number as the state writes it (HB 1) or other words of the title${scopeLabel ? ', or change the state and session in the header' : ''}.`}
            </p>
          ) : (
            options.map((bill, index) => (
              <div
                key={bill.id}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(bill)}
                onKeyDown={() => {}}
                className={cn(
                  'flex cursor-pointer flex-col px-3 py-1.5 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
                )}
              >
                <span className="font-medium">{bill.identifier}</span>
                <span className="line-clamp-2 text-muted-foreground text-xs">{bill.title}</span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
