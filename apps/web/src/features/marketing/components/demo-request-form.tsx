import { demoRequestRoles, demoRequestSchema } from '@statehouse/shared/marketing/marketing.schemas';
import { states } from '@statehouse/shared/reference/states';
import { CheckCircle2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { describedBy, FormField, fieldErrors, selectClass, textareaClass } from '@/components/form/form-field';
import { StatesFilter } from '@/components/states-filter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useCreateDemoRequest } from '../api/create-demo-request';

const empty = { name: '', email: '', organization: '', role: '', message: '' };

export function DemoRequestForm() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [selectedStates, setSelectedStates] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateDemoRequest();

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = demoRequestSchema.safeParse({ ...values, states: selectedStates });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setDone(parsed.data.name.split(' ')[0] ?? parsed.data.name),
      onError: (error) => toast({ variant: 'destructive', title: 'Request failed', description: error.message }),
    });
  };

  if (done !== null) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-8 shadow-sm">
        <CheckCircle2Icon aria-hidden="true" className="size-10 text-success" />
        <h2 className="text-2xl font-semibold text-foreground">Thanks, {done}. Your demo request is in.</h2>
        <p className="text-muted-foreground">
          A policy specialist will email you within one business day to find a time. We will prepare the demo with the
          states and issues you told us about.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.marketing.blog}>Read the blog while you wait</Link>
        </Button>
      </div>
    );
  }

  const field = (name: keyof typeof empty) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, { error: errors[name] }),
    value: values[name],
    onChange: set(name),
    disabled: create.isPending,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Full name" error={errors.name} required>
          <Input {...field('name')} autoComplete="name" required />
        </FormField>
        <FormField id={`${id}-email`} label="Work email" error={errors.email} required>
          <Input {...field('email')} type="email" autoComplete="email" required />
        </FormField>
        <FormField id={`${id}-organization`} label="Organization" error={errors.organization} required>
          <Input {...field('organization')} autoComplete="organization" required />
        </FormField>
        <FormField id={`${id}-role`} label="Your role" error={errors.role} required>
          <select {...field('role')} required className={selectClass}>
            <option value="">Choose one</option>
            {demoRequestRoles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">
          States you follow <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="flex flex-wrap items-center gap-3">
          <StatesFilter options={states} value={selectedStates} onChange={setSelectedStates} className="w-40" />
          <span className="text-sm text-muted-foreground">
            {selectedStates.length === 0
              ? 'None selected'
              : selectedStates.length > 6
                ? `${selectedStates.length} states`
                : selectedStates.join(', ')}
          </span>
        </div>
      </fieldset>
      <FormField
        id={`${id}-message`}
        label="What would you like to see?"
        hint="The bills, issues or workflows you want the demo to cover."
        error={errors.message}
        optional
      >
        <textarea
          {...field('message')}
          aria-describedby={describedBy(`${id}-message`, {
            error: errors.message,
            hint: 'The bills, issues or workflows you want the demo to cover.',
          })}
          rows={4}
          className={textareaClass}
        />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          By submitting you agree to our{' '}
          <Link to={paths.marketing.privacy} className="underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" variant="highlight" disabled={create.isPending}>
          {create.isPending ? 'Sending...' : 'Request my demo'}
        </Button>
      </div>
    </form>
  );
}
