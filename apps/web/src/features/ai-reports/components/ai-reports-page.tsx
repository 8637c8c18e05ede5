import type { AiCitation } from '@statehouse/shared/ai/ai.schemas';
import type { AiReport, AiReportTemplate } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { DownloadIcon, SparklesIcon } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { selectClass } from '@/components/form/form-field';
import { ListPagination } from '@/components/list-page/list-pagination';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUrlParams } from '@/hooks/use-url-params';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useCreateAiReport } from '../api/create-ai-report';
import { useAiReport } from '../api/get-ai-report';
import { aiReportDownloadUrl } from '../api/get-ai-report-download-url';
import { useAiReportTemplates } from '../api/get-ai-report-templates';
import { useAiReports } from '../api/get-ai-reports';

type Missing = { name: string; label: string; question: string }[];

/** Where a citation opens (the route passes the AI feature's citationHref: features do not import each other). */
export type CitationHref = (citation: AiCitation) => string;

/** The missing parameters a 400 of POST /api/ai-reports names (details.missing), if it names any. */
function missingOf(error: unknown): Missing {
  if (!(error instanceof ApiError)) return [];
  const details = (error.body as { details?: { missing?: Missing } } | undefined)?.details;
  return Array.isArray(details?.missing) ? details.missing : [];
}

/** The template picker: search by words, filter by category (both in the URL). */
function TemplatePicker({
  templates,
  categories,
  selected,
}: {
  templates: AiReportTemplate[];
  categories: string[];
  selected: string | null;
}) {
  const [params, setParams, latestParams] = useUrlParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const set = (name: string, value: string) => {
    const next = latestParams();
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const shown = templates.filter(
    (template) =>
      (!category || template.category === category) &&
      (!q || `${template.name} ${template.description}`.toLowerCase().includes(q.toLowerCase())),
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          type="search"
          aria-label="Search templates"
          placeholder="Search templates"
          value={q}
          onChange={(event) => set('q', event.target.value)}
        />
        <select
          aria-label="Category"
          className={selectClass}
          value={category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No template matches" reason="Try other words or another category." />
      ) : (
        <ul className="grid max-h-[28rem] gap-2 overflow-y-auto sm:grid-cols-2" aria-label="Templates">
          {shown.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                aria-pressed={template.id === selected}
                onClick={() => set('template', template.id)}
                className={`w-full rounded-md border p-3 text-left text-sm hover:bg-muted focus-visible:outline-2 ${
                  template.id === selected ? 'border-primary bg-muted' : ''
                }`}
              >
                <span className="flex items-center justify-between gap-2 font-medium">
                  {template.name}
                  <Badge variant="secondary">{template.category}</Badge>
                </span>
                <span className="mt-1 block text-muted-foreground">{template.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chosen template's parameters; the ones the server says are missing are marked with its question. */
function ParameterForm({ template, onStarted }: { template: AiReportTemplate; onStarted: (id: string) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const create = useCreateAiReport();
  const missing = missingOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parameters = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    create.mutate({ template: template.id, parameters }, { onSuccess: (report) => onStarted(report.id) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={`${template.name} parameters`}>
      <div>
        <h2 className="text-lg font-semibold">{template.name}</h2>
        <p className="text-sm text-muted-foreground">
          {template.sources}. Sections: {template.sections.join(', ')}.
        </p>
      </div>
      {template.parameters.map((parameter) => {
        const asked = missing.find((item) => item.name === parameter.name);
        const id = `ai-report-${parameter.name}`;
        return (
          <div key={parameter.name} className="flex flex-col gap-1">
            <Label htmlFor={id}>
              {parameter.label.replace(/^./, (first) => first.toUpperCase())}
              {parameter.required ? '' : ' (optional)'}
            </Label>
            {parameter.type === 'choice' ? (
              <select
                id={id}
                className={selectClass}
                value={values[parameter.name] ?? ''}
                onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
              >
                <option value="">Any</option>
                {parameter.options?.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            ) : (
              <Input
                id={id}
                value={values[parameter.name] ?? ''}
                aria-invalid={asked ? true : undefined}
                aria-describedby={asked ? `${id}-missing` : undefined}
                placeholder={
                  parameter.type === 'state' ? 'Texas or TX' : parameter.type === 'bill' ? 'HB 1' : undefined
                }
                onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
              />
            )}
            {asked && (
              <p id={`${id}-missing`} className="text-sm text-destructive">
                {asked.question}
              </p>
            )}
          </div>
        );
      })}
      {create.isError && (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          <SparklesIcon aria-hidden /> {create.isPending ? 'Starting…' : 'Run report'}
        </Button>
      </div>
    </form>
  );
}

/** "[1]" marks of a section's text as links to the cited passages. */
function CitedText({ text, citations, href }: { text: string; citations: AiCitation[]; href: CitationHref }) {
  const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
  // Each part keyed by where it starts in the text, which is stable for a given text.
  let offset = 0;
  const parts = text.split(/(\[\d+\])/g).map((part) => {
    const start = offset;
    offset += part.length;
    return { part, start };
  });
  return (
    <p className="whitespace-pre-line text-sm leading-relaxed">
      {parts.map(({ part, start }) => {
        const citation = /^\[(\d+)\]$/.test(part) ? byNumber.get(Number(part.slice(1, -1))) : undefined;
        if (!citation) return <span key={start}>{part}</span>;
        return (
          <Link
            key={start}
            to={href(citation)}
            title={citation.label}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {part}
          </Link>
        );
      })}
    </p>
  );
}

/** A report: progress while it is written, then its sections with citations and the downloads. */
function ReportView({ report, href }: { report: AiReport; href: CitationHref }) {
  const writing = report.status === 'queued' || report.status === 'running';
  return (
    <article aria-labelledby="ai-report-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="ai-report-title" className="text-lg font-semibold">
            {report.templateName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {Object.entries(report.parameters)
              .map(([name, value]) => `${name}: ${value}`)
              .join(' · ')}
          </p>
        </div>
        {report.status === 'done' && (
          <fieldset className="flex flex-wrap gap-2" aria-label="Download">
            {(['pdf', 'docx', 'markdown'] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm">
                <a href={aiReportDownloadUrl(report.id, format)} download>
                  <DownloadIcon aria-hidden /> {format === 'markdown' ? 'Markdown' : format.toUpperCase()}
                </a>
              </Button>
            ))}
          </fieldset>
        )}
      </header>
      {writing && (
        <div role="status" className="flex flex-col gap-1 text-sm">
          <span>
            {report.status === 'queued' ? 'Queued' : 'Writing'}: {report.progress.done} of {report.progress.total}{' '}
            sections
          </span>
          <progress className="w-full" max={report.progress.total || 1} value={report.progress.done} />
        </div>
      )}
      {report.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The report failed: {report.error}
        </p>
      )}
      {report.extractive && report.status === 'done' && (
        <p className="rounded-md bg-muted p-3 text-sm">
          Extractive report: each section quotes the passages that best match it; no language model wrote or checked
          them.
        </p>
      )}
      {report.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h3 className="font-semibold">{section.heading}</h3>
          <CitedText text={section.text} citations={section.citations} href={href} />
          {section.citations.length > 0 && (
            <ol className="flex flex-col gap-1 text-xs text-muted-foreground" aria-label={`${section.heading} sources`}>
              {section.citations.map((citation) => (
                <li key={citation.n}>
                  [{citation.n}]{' '}
                  <Link className="text-primary hover:underline" to={href(citation)}>
                    {citation.label}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </article>
  );
}

/** Past reports come ten to a page (useAiReports asks for that many). */
const PAST_REPORTS_PAGE_SIZE = 10;

/** The account's earlier AI reports, newest first, each opening in the reader. */
function PastReports({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const reports = useAiReports(page);
  return (
    <QueryState query={reports} label="past AI reports">
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title="No AI reports yet" reason="Reports you run appear here for everyone in your account." />
        ) : (
          <div className="flex flex-col gap-2">
            <ul className="divide-y rounded-md border" aria-label="Past AI reports">
              {data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(item.id)}
                    className="flex w-full flex-col gap-1 p-3 text-left text-sm hover:bg-muted sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="font-medium">{item.templateName}</span>
                    <span className="text-muted-foreground">
                      {Object.values(item.parameters).join(' · ')} · {item.status} · {formatDateTime(item.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {data.total > PAST_REPORTS_PAGE_SIZE && (
              <ListPagination
                label="Past AI reports pages"
                page={page}
                pageSize={PAST_REPORTS_PAGE_SIZE}
                total={data.total}
                onPage={setPage}
              />
            )}
          </div>
        )
      }
    </QueryState>
  );
}

/** /dashboard/reports/ai: choose a template, fill its parameters, run it with progress, read and download it. */
export function AiReportsPage({ citationHref }: { citationHref: CitationHref }) {
  const [params, setParams, latestParams] = useUrlParams();
  const templates = useAiReportTemplates();
  const templateId = params.get('template');
  const reportId = params.get('report');
  const report = useAiReport(reportId);
  const open = (id: string) => {
    const next = latestParams();
    next.set('report', id);
    setParams(next);
  };
  const template = useMemo(
    () => templates.data?.items.find((item) => item.id === templateId),
    [templates.data, templateId],
  );
  return (
    <section
      aria-labelledby="ai-reports-title"
      className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8"
    >
      <div>
        <h1 id="ai-reports-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          AI Report
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Choose a template, give what it asks for, and read a report whose every passage cites its source.
        </p>
      </div>
      <QueryState query={templates} label="report templates">
        {(data) => (
          <div className="grid gap-8 lg:grid-cols-2">
            <TemplatePicker templates={data.items} categories={data.categories} selected={templateId} />
            {template ? (
              <ParameterForm key={template.id} template={template} onStarted={open} />
            ) : (
              <EmptyState
                title="Choose a template"
                reason={`${data.items.length} templates, from bill summaries to one-pagers.`}
              />
            )}
          </div>
        )}
      </QueryState>
      {reportId && (
        <QueryState query={report} label="AI report">
          {(data) => <ReportView report={data} href={citationHref} />}
        </QueryState>
      )}
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Past AI reports</h2>
        <PastReports onOpen={open} />
      </div>
    </section>
  );
}
