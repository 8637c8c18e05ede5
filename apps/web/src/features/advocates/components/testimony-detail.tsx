import type { AdvocateTestimonyDetail } from '@statehouse/shared/advocates/advocates.schemas';
import { FileIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListError } from '@/components/list-page/list-page';
import { ListSkeleton } from '@/components/list-page/list-results';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import {
  useApproveTestimony,
  useAttachTestimonyFile,
  useFileTestimony,
  useUpdateTestimony,
} from '../api/change-testimony';
import { testimonyFileUrl, useTestimony } from '../api/get-testimony';
import { positionLabel, TestimonyStatusBadge } from './testimony-status-badge';

function Statement({ testimony }: { testimony: AdvocateTestimonyDetail }) {
  const [text, setText] = useState(testimony.statement);
  const update = useUpdateTestimony(testimony.id);
  const attach = useAttachTestimonyFile(testimony.id);
  const editable = testimony.status === 'draft';
  return (
    <SectionCard title="Written statement" description={editable ? 'Editable while a draft.' : 'Locked once approved.'}>
      {editable ? (
        <div className="flex flex-col gap-3">
          <Label htmlFor="statement-text" className="sr-only">
            Statement
          </Label>
          <textarea
            id="statement-text"
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="min-w-0 rounded-md border bg-background p-2 text-sm"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              disabled={update.isPending || text === testimony.statement}
              onClick={() => update.mutate({ statement: text })}
            >
              {update.isPending ? 'Saving...' : 'Save statement'}
            </Button>
            <Label htmlFor="statement-file" className="text-sm">
              Attach a document
            </Label>
            <Input
              id="statement-file"
              type="file"
              className="w-full min-w-0 sm:w-auto"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) attach.mutate(file);
                event.target.value = '';
              }}
            />
          </div>
          {(update.isError || attach.isError) && (
            <p role="alert" className="text-sm text-destructive">
              {(update.error ?? attach.error)?.message}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm whitespace-pre-wrap break-words">
          {testimony.statement || 'No written statement: see the documents.'}
        </p>
      )}
      <div className="mt-4">
        <h3 className="text-sm font-medium">Documents</h3>
        {testimony.files.length === 0 ? (
          <EmptyState
            icon={FileIcon}
            title="No documents"
            reason={editable ? 'Attach the statement or exhibits above.' : 'None was attached.'}
          />
        ) : (
          <ul aria-label="Documents" className="mt-1 divide-y">
            {testimony.files.map((file) => (
              <li key={file.id} className="flex min-w-0 justify-between gap-2 py-1.5 text-sm">
                <a
                  href={testimonyFileUrl(testimony.id, file.id)}
                  className="min-w-0 truncate text-primary hover:underline"
                >
                  {file.fileName}
                </a>
                <span className="text-muted-foreground">{Math.ceil(file.sizeBytes / 1024)} KB</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function Actions({ testimony, canApprove }: { testimony: AdvocateTestimonyDetail; canApprove: boolean }) {
  const approve = useApproveTestimony(testimony.id);
  const file = useFileTestimony(testimony.id);
  const [outcome, setOutcome] = useState(testimony.outcome ?? '');
  const update = useUpdateTestimony(testimony.id);
  const error = approve.error ?? file.error ?? update.error;
  return (
    <SectionCard title="Where it stands" description="Draft, approved by the organization, then filed for the hearing.">
      <div className="flex flex-col gap-3 text-sm">
        <p>
          <TestimonyStatusBadge status={testimony.status} />{' '}
          {testimony.approvedAt &&
            `Approved by ${testimony.approvedBy ?? 'a former member'} on ${formatDateTime(testimony.approvedAt)}. `}
          {testimony.filedAt && `Filed on ${formatDateTime(testimony.filedAt)}.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {testimony.status === 'draft' && canApprove && (
            <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate()}>
              {approve.isPending ? 'Approving...' : 'Approve'}
            </Button>
          )}
          {testimony.status === 'draft' && !canApprove && (
            <p className="text-muted-foreground">Waiting for the organization to approve it.</p>
          )}
          {testimony.status === 'approved' && (
            <Button size="sm" disabled={file.isPending} onClick={() => file.mutate()}>
              {file.isPending ? 'Recording...' : 'Record as filed'}
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="testimony-outcome">Outcome at the hearing</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="testimony-outcome"
              value={outcome}
              onChange={(event) => setOutcome(event.target.value)}
              className="min-w-0 flex-1"
            />
            <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ outcome })}>
              Save outcome
            </Button>
          </div>
        </div>
        {error && (
          <p role="alert" className="text-destructive">
            {error.message}
          </p>
        )}
      </div>
    </SectionCard>
  );
}

/** /testimonies/:id: draft, approve, record and read one testimony with its documents and the filed version. */
export function TestimonyDetail({ id, canApprove }: { id: number; canApprove: boolean }) {
  const testimony = useTestimony(id);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6">
      <Link to={paths.lobbyist.testimonies} className="text-sm text-muted-foreground hover:text-foreground">
        ← Testimonies
      </Link>
      {testimony.isError ? (
        <ListError what="testimony" message={testimony.error.message} onRetry={() => testimony.refetch()} />
      ) : testimony.data === undefined ? (
        <ListSkeleton label="Loading testimony" rows={3} />
      ) : (
        <>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words">
              Testimony on{' '}
              <EntityLink kind="bill" id={testimony.data.bill.id}>
                {testimony.data.bill.identifier}
              </EntityLink>
            </h1>
            <p className="mt-1 text-sm break-words text-muted-foreground">{testimony.data.bill.title}</p>
            <p className="mt-2 text-sm">
              {positionLabel(testimony.data.position)} · by {testimony.data.advocate.name}
              {testimony.data.hearing
                ? ` · ${testimony.data.hearing.committeeName ?? testimony.data.hearing.name}, ${formatDateTime(testimony.data.hearing.startTime)}`
                : ' · no hearing chosen'}
            </p>
            {testimony.data.signInForms.length > 0 && (
              <p className="mt-1 text-sm">
                The state's sign-in form for this hearing:{' '}
                {testimony.data.signInForms.map((form) => (
                  <a
                    key={form.url}
                    href={form.url}
                    target="_blank"
                    rel="noreferrer"
                    className="break-all text-primary underline"
                  >
                    {form.note}
                  </a>
                ))}
              </p>
            )}
          </div>
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Statement key={testimony.data.updatedAt} testimony={testimony.data} />
            <Actions key={`actions-${testimony.data.updatedAt}`} testimony={testimony.data} canApprove={canApprove} />
          </div>
          {testimony.data.submitted && (
            <SectionCard
              title="The version filed"
              description={`As submitted on ${formatDateTime(testimony.data.submitted.filedAt)}.`}
            >
              <p className="text-sm">{positionLabel(testimony.data.submitted.position)}</p>
              <p className="mt-2 text-sm whitespace-pre-wrap break-words">{testimony.data.submitted.statement}</p>
              {testimony.data.submitted.files.length > 0 && (
                <p className="mt-2 text-xs text-muted-foreground">
                  Documents: {testimony.data.submitted.files.map((file) => file.fileName).join(', ')}
                </p>
              )}
            </SectionCard>
          )}
        </>
      )}
    </div>
  );
}
