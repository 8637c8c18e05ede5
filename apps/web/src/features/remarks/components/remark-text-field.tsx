import { REMARK_BODY_MAX } from '@statehouse/shared/remarks/remarks.schemas';
import { useId } from 'react';

/** The text box of a new or edited remark, with how much room is left. */
export function RemarkTextField({
  label,
  value,
  onChange,
  placeholder,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const left = REMARK_BODY_MAX - value.length;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={REMARK_BODY_MAX}
        rows={3}
        placeholder={placeholder}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this remark
        autoFocus={autoFocus}
        aria-describedby={`${id}-left`}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      />
      <p id={`${id}-left`} className="self-end text-xs text-muted-foreground" aria-live="polite">
        {left < 500 ? `${left} characters left` : ''}
      </p>
    </div>
  );
}
