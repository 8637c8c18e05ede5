import { CheckIcon } from 'lucide-react';
import type { ComponentProps, KeyboardEvent, MouseEvent } from 'react';
import { cn } from '@/lib/utils';

export type CheckedState = boolean | 'indeterminate';

type CheckboxProps = Omit<ComponentProps<'button'>, 'value' | 'defaultChecked' | 'onChange'> & {
  checked: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A controlled checkbox: a button with the checkbox role, as Radix's is, without Radix (decision 054). Radix's keeps
 * its own button in state through a ref, so every checkbox on a page rendered again synchronously right after
 * React's first commit, which pulled that commit's effects into the same long task; it also mounted a hidden form
 * input that measured the page (decision 052). The app's forms read their checkboxes from React state.
 *
 * Space and clicks (on it or on its label) toggle it; Enter does not, as in the WAI-ARIA checkbox pattern. A mixed
 * state ('indeterminate') turns into checked.
 */
export function Checkbox({ className, checked, onCheckedChange, onClick, onKeyDown, ...props }: CheckboxProps) {
  const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a styled button, as Radix's was: the pages' labels style themselves from it as a `peer`, and a native input's mixed state can only be set from script
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      data-state={state}
      data-slot="checkbox"
      className={cn(
        'peer flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(checked === 'indeterminate' ? true : !checked);
      }}
      {...props}
    >
      {checked !== false && <CheckIcon className="size-3.5" aria-hidden="true" />}
    </button>
  );
}
