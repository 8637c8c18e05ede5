import { states } from '@statehouse/shared/reference/states';
import { subjects } from '@statehouse/shared/reference/subjects';
import { type SetupReply, type SetupStep, setupSteps } from '@statehouse/shared/setup/setup.schemas';
import { CheckIcon, SparklesIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListError } from '@/components/list-page/list-page';
import { ListSkeleton } from '@/components/list-page/list-results';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useCompanies } from '@/lib/api/get-companies';
import { cn } from '@/lib/utils';
import { useSetup } from '../api/get-setup';
import { type SetupSave, useCancelSetup, useCompleteSetup, useSaveSetup } from '../api/save-setup';
import { useSummarize } from '../api/summarize';

const stepLabels: Record<SetupStep, string> = {
  organization: 'Organization',
  states: 'States',
  companies: 'Companies',
  interests: 'Keywords and subjects',
  tags: 'Tags',
  start: 'Start',
};

type Draft = {
  organization: string;
  industry: string;
  description: string;
  states: string[];
  companies: { id: number; name: string }[];
  keywords: string[];
  subjects: number[];
  tags: string[];
};

const draftOf = (setup: SetupReply, fallbackStates: readonly string[]): Draft => ({
  organization: setup.organization,
  industry: setup.industry,
  description: setup.description,
  states: setup.states.length > 0 ? setup.states : [...fallbackStates],
  companies: setup.companies,
  keywords: setup.keywords,
  subjects: setup.subjects.map((subject) => subject.value),
  tags: setup.tags.length > 0 ? setup.tags : ['Auto-tracked'],
});

/** Words or phrases as removable chips, with a field that adds one on Enter. */
function ChipsField({
  label,
  values,
  onChange,
  placeholder,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const value = text.trim();
    if (value.length >= 2 && !values.some((existing) => existing.toLowerCase() === value.toLowerCase())) {
      onChange([...values, value]);
    }
    setText('');
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {values.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value} className="flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-sm">
              <span className="break-words">{value}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-muted"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((other) => other !== value))}
              >
                <XIcon className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OrganizationStep({ draft, change }: { draft: Draft; change: (next: Partial<Draft>) => void }) {
  const id = useId();
  const summarize = useSummarize();
  const fileRef = useRef<HTMLInputElement>(null);
  const apply = (reply: { summary: string; keywords: string[]; subjects: { value: number }[] }) => {
    change({
      description: draft.description || reply.summary,
      keywords: [...new Set([...draft.keywords, ...reply.keywords])],
      subjects: [...new Set([...draft.subjects, ...reply.subjects.map((subject) => subject.value)])],
    });
    toast({
      title: 'Suggestions added',
      description: `${reply.keywords.length} keywords and ${reply.subjects.length} subjects: review them under Keywords and subjects.`,
    });
  };
  const onError = (error: Error) =>
    toast({ variant: 'destructive', title: 'Could not summarize', description: error.message });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-org`} className="text-sm font-medium">
            Organization name
          </label>
          <Input
            id={`${id}-org`}
            value={draft.organization}
            maxLength={200}
            onChange={(event) => change({ organization: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-industry`} className="text-sm font-medium">
            Industry
          </label>
          <Input
            id={`${id}-industry`}
            value={draft.industry}
            maxLength={120}
            placeholder="e.g. Hospitals and health systems"
            onChange={(event) => change({ industry: event.target.value })}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          What your organization does and the policy it follows
        </label>
        <textarea
          id={`${id}-description`}
          className="min-h-32 w-full min-w-0 rounded-md border bg-background p-2 text-sm"
          value={draft.description}
          maxLength={4000}
          onChange={(event) => change({ description: event.target.value })}
        />
        <p className="text-xs text-muted-foreground">
          Summarize suggests keywords and subjects from it, or from a document (PDF, DOCX or text).
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={summarize.isPending || draft.description.trim().length < 20}
          onClick={() => summarize.mutate({ text: draft.description }, { onSuccess: apply, onError })}
        >
          <SparklesIcon aria-hidden /> Summarize the description
        </Button>
        <Button type="button" variant="outline" disabled={summarize.isPending} onClick={() => fileRef.current?.click()}>
          Upload a document
        </Button>
        <input
          ref={fileRef}
          type="file"
          className="sr-only"
          aria-label="Document to summarize"
          accept=".pdf,.docx,.txt,application/pdf,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) summarize.mutate({ file }, { onSuccess: apply, onError });
            event.target.value = '';
          }}
        />
        {summarize.isPending && <span className="self-center text-sm text-muted-foreground">Reading…</span>}
      </div>
    </div>
  );
}

function StatesStep({ draft, change }: { draft: Draft; change: (next: Partial<Draft>) => void }) {
  const id = useId();
  const chosen = new Set(draft.states);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        The states whose bills auto-tracking reads ({chosen.size} chosen)
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {states.map((state) => (
          <div key={state.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`${id}-${state.id}`}
              checked={chosen.has(state.id)}
              onCheckedChange={(on) =>
                change({ states: on ? [...draft.states, state.id] : draft.states.filter((code) => code !== state.id) })
              }
            />
            <label htmlFor={`${id}-${state.id}`}>{state.name}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function CompaniesStep({ draft, change }: { draft: Draft; change: (next: Partial<Draft>) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const found = useCompanies({ search, limit: 8, page: 1 }, { enabled: search.trim().length >= 2 });
  const chosen = new Set(draft.companies.map((company) => company.id));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Your organization and the companies you care about: a bill that names one scores higher.
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        Find a company
      </label>
      <Input id={id} value={search} placeholder="Company name" onChange={(event) => setSearch(event.target.value)} />
      {search.trim().length >= 2 && (
        <ul aria-label="Companies found" className="flex flex-col divide-y rounded-md border">
          {(found.data?.data ?? []).length === 0 ? (
            <li className="p-2 text-sm text-muted-foreground">
              {found.isFetching ? 'Searching…' : 'No company by that name.'}
            </li>
          ) : (
            found.data?.data.map((company) => (
              <li key={company.id} className="flex min-w-0 items-center justify-between gap-2 p-2 text-sm">
                <span className="truncate">{company.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={chosen.has(company.id)}
                  onClick={() => change({ companies: [...draft.companies, { id: company.id, name: company.name }] })}
                >
                  {chosen.has(company.id) ? 'Added' : 'Add'}
                </Button>
              </li>
            ))
          )}
        </ul>
      )}
      {draft.companies.length > 0 && (
        <ul aria-label="Your companies" className="flex flex-wrap gap-2">
          {draft.companies.map((company) => (
            <li key={company.id} className="flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-sm">
              <span className="truncate">{company.name}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-muted"
                aria-label={`Remove ${company.name}`}
                onClick={() => change({ companies: draft.companies.filter((other) => other.id !== company.id) })}
              >
                <XIcon className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InterestsStep({ draft, change }: { draft: Draft; change: (next: Partial<Draft>) => void }) {
  const id = useId();
  const chosen = new Set(draft.subjects);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <ChipsField
        label="Keywords and phrases"
        values={draft.keywords}
        onChange={(keywords) => change({ keywords })}
        placeholder="e.g. charter school (Enter adds it)"
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Subjects ({chosen.size} chosen)</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {[...subjects]
            .sort((a, b) => a.label.localeCompare(b.label))
            .map((subject) => (
              <div key={subject.value} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-${subject.value}`}
                  checked={chosen.has(subject.value)}
                  onCheckedChange={(on) =>
                    change({
                      subjects: on
                        ? [...draft.subjects, subject.value]
                        : draft.subjects.filter((value) => value !== subject.value),
                    })
                  }
                />
                <label htmlFor={`${id}-${subject.value}`}>{subject.label}</label>
              </div>
            ))}
        </div>
      </fieldset>
    </div>
  );
}

function TagsStep({ draft, change }: { draft: Draft; change: (next: Partial<Draft>) => void }) {
  return (
    <ChipsField
      label="Tags to track approved bills under (the first is the default)"
      values={draft.tags}
      onChange={(tags) => change({ tags })}
      placeholder="e.g. Hospital policy"
    />
  );
}

function StartStep({ draft, start, onStart }: { draft: Draft; start: boolean; onStart: (on: boolean) => void }) {
  const id = useId();
  const ready = draft.states.length > 0 && draft.keywords.length + draft.subjects.length + draft.companies.length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-3 text-sm">
      <p className="break-words">
        <span className="font-medium">{draft.organization || 'Your organization'}</span> follows {draft.states.length}{' '}
        {draft.states.length === 1 ? 'state' : 'states'}, {draft.keywords.length} keywords, {draft.subjects.length}{' '}
        subjects and {draft.companies.length} companies.
      </p>
      {ready ? (
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-start`} checked={start} onCheckedChange={onStart} />
          <label htmlFor={`${id}-start`}>
            Start auto-tracking now: every bill of these states is scored and the best are proposed to you
          </label>
        </div>
      ) : (
        <p className="text-muted-foreground">
          Choose at least one state and one keyword, subject or company to start auto-tracking; you can finish now and
          come back.
        </p>
      )}
    </div>
  );
}

/**
 * /init-setup-wizard: the organization, states, companies, keywords and subjects (suggested from its description
 * or a document, then edited), tags, then start. Each step is saved on Next, so the wizard resumes where it was
 * left; Skip closes it for good (decision 072).
 */
export function SetupWizard({ allowedStates = [] }: { allowedStates?: readonly string[] }) {
  const setup = useSetup();
  const save = useSaveSetup();
  const complete = useCompleteSetup();
  const cancel = useCancelSetup();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [step, setStep] = useState<SetupStep>('organization');
  const [start, setStart] = useState(true);

  useEffect(() => {
    if (setup.data && draft === null) {
      setDraft(draftOf(setup.data, allowedStates));
      setStep(setup.data.step);
    }
  }, [setup.data, draft, allowedStates]);

  if (setup.isError) return <ListError what="setup" message={setup.error.message} onRetry={() => setup.refetch()} />;
  if (!setup.data || !draft) return <ListSkeleton label="Loading your setup" rows={4} />;
  if (!setup.data.canEdit) {
    return (
      <Frame title="Account setup">
        <p className="text-sm text-muted-foreground">
          An admin of your account sets up auto-tracking. You can review matches on Auto-Tracked Bills.
        </p>
        <Button className="self-start" onClick={() => navigate(paths.dashboard.home)}>
          Go to the dashboard
        </Button>
      </Frame>
    );
  }

  const index = setupSteps.indexOf(step);
  const change = (next: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...next } : current));
  const savesOf = (current: SetupStep, nextStep: SetupStep): SetupSave[] => {
    const entity = {
      organization: draft.organization,
      industry: draft.industry,
      description: draft.description,
      states: draft.states,
      companies: draft.companies.map((company) => company.id),
      step: nextStep,
    };
    if (current === 'interests') {
      return [
        { kind: 'keywords', keywords: draft.keywords },
        { kind: 'subjects', subjects: draft.subjects },
        { kind: 'entity', entity },
      ];
    }
    if (current === 'tags')
      return [
        { kind: 'tags', tags: draft.tags },
        { kind: 'entity', entity },
      ];
    return [{ kind: 'entity', entity }];
  };
  const go = (nextStep: SetupStep) => {
    if (draft.organization.trim().length < 2) {
      toast({ variant: 'destructive', title: 'Name your organization first' });
      setStep('organization');
      return;
    }
    save.mutate(savesOf(step, nextStep), {
      onSuccess: () => {
        setStep(nextStep);
        headingRef.current?.focus();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: error.message }),
    });
  };
  const finish = () =>
    save.mutate(
      [
        { kind: 'keywords', keywords: draft.keywords },
        { kind: 'subjects', subjects: draft.subjects },
        { kind: 'tags', tags: draft.tags },
        ...savesOf('start', 'start'),
      ],
      {
        onSuccess: () =>
          complete.mutate(start, {
            onSuccess: (reply) => {
              toast({
                title: 'Setup complete',
                description: reply.runsQueued
                  ? `Auto-tracking started for ${reply.runsQueued} ${reply.runsQueued === 1 ? 'state' : 'states'}.`
                  : undefined,
              });
              navigate(reply.runsQueued ? paths.autoTracked.list : paths.dashboard.home);
            },
            onError: (error) => toast({ variant: 'destructive', title: 'Not finished', description: error.message }),
          }),
        onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: error.message }),
      },
    );
  const busy = save.isPending || complete.isPending || cancel.isPending;

  return (
    <Frame
      title="Set up Statehouse for your organization"
      headingRef={headingRef}
      aside={
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => navigate(paths.dashboard.home) })}
        >
          Skip setup
        </Button>
      }
    >
      <ol aria-label="Setup steps" className="flex flex-wrap gap-2 text-sm">
        {setupSteps.map((name, position) => (
          <li key={name}>
            <button
              type="button"
              aria-current={name === step ? 'step' : undefined}
              disabled={busy}
              className={cn(
                'flex items-center gap-1 rounded-full border px-3 py-1',
                name === step ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
              onClick={() => go(name)}
            >
              {position < index ? (
                <CheckIcon className="size-3" aria-hidden />
              ) : (
                <span aria-hidden>{position + 1}.</span>
              )}
              {stepLabels[name]}
            </button>
          </li>
        ))}
      </ol>
      <form
        className="flex min-w-0 flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'start') finish();
          else go(setupSteps[index + 1] ?? 'start');
        }}
      >
        <h2 className="text-lg font-semibold">{stepLabels[step]}</h2>
        {step === 'organization' && <OrganizationStep draft={draft} change={change} />}
        {step === 'states' && <StatesStep draft={draft} change={change} />}
        {step === 'companies' && <CompaniesStep draft={draft} change={change} />}
        {step === 'interests' && <InterestsStep draft={draft} change={change} />}
        {step === 'tags' && <TagsStep draft={draft} change={change} />}
        {step === 'start' && <StartStep draft={draft} start={start} onStart={setStart} />}
        <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
          <Button
            type="button"
            variant="outline"
            disabled={index === 0 || busy}
            onClick={() => go(setupSteps[index - 1] ?? 'organization')}
          >
            Back
          </Button>
          <Button type="submit" disabled={busy}>
            {step === 'start' ? 'Finish setup' : 'Next'}
          </Button>
        </div>
      </form>
    </Frame>
  );
}

function Frame({
  title,
  children,
  aside,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {title}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Describe your organization once: auto-tracking finds every bill that matters to it and explains why.
          </p>
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}
