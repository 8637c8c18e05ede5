import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FieldText = { hint?: string; error?: string };

/**
 * A labelled control with an optional hint and error; pass the ids to the control yourself (see
 * `describedBy`). `required` marks the label with an asterisk, `optional` with "(optional)"; forms that
 * mark neither (sign-in, settings) leave both off.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  optional,
  children,
}: FieldText & { id: string; label: string; required?: boolean; optional?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a FormField's control. */
export function describedBy(id: string, { hint, error }: FieldText) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** The common case: a FormField around an Input, ids and ARIA wired; works with react-hook-form's register(). */
export function InputField({
  label,
  hint,
  error,
  id,
  ...props
}: ComponentProps<typeof Input> & FieldText & { label: string }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormField id={inputId} label={label} hint={hint} error={error}>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        {...props}
      />
    </FormField>
  );
}

/** Field errors of a zod failure, keyed by the first path segment. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export const textareaClass =
  'flex min-h-28 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

export const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';
