import { CheckIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Radix's checkbox without its hidden form input. `Checkbox.Root` mounts that input on its first render whatever
 * the checkbox sits in, and the input measures the checkbox as it mounts: a layout of the whole page forced in the
 * middle of React's first commit (75 ms of /bills' first render on a phone, decision 052). The app's forms read
 * their checkboxes from React state, never from the submitted form, so the input has nothing to do here.
 */
export function Checkbox({
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  name,
  value,
  ...props
}: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.unstable_Provider
      {...{ checked, defaultChecked, onCheckedChange, disabled, required, name, value }}
    >
      <CheckboxPrimitive.unstable_Trigger
        data-slot="checkbox"
        className={cn(
          'peer size-4 shrink-0 rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
          className,
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator className="flex items-center justify-center text-current">
          <CheckIcon className="size-3.5" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.unstable_Trigger>
    </CheckboxPrimitive.unstable_Provider>
  );
}
