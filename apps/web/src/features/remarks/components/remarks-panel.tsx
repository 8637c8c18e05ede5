import { type RemarkKind, remarkKindInfo, remarkKinds } from '@statehouse/shared/remarks/remarks.schemas';
import { MessageSquareIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/use-toast';
import { useCreateRemark } from '../api/create-remark';
import { useBillRemarks } from '../api/get-bill-remarks';
import { RemarkItem } from './remark-item';
import { RemarkTextField } from './remark-text-field';

const emptyReason: Record<RemarkKind, string> = {
  bill: 'Nobody has left a shared remark on this bill. Shared remarks travel with the bill to everyone you share it with.',
  account: 'Your team has not discussed this bill here yet.',
  personal: 'You have no private notes on this bill.',
};

function RemarksOfKind({ kind, billId }: { kind: RemarkKind; billId: string }) {
  const query = useBillRemarks(kind, billId);
  const create = useCreateRemark(kind);
  const [draft, setDraft] = useState('');
  const info = remarkKindInfo[kind];
  const onAdd = () =>
    create.mutate(
      { billId, body: draft },
      {
        onSuccess: () => setDraft(''),
        onError: (error) => toast({ variant: 'destructive', title: 'Remark not added', description: error.message }),
      },
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Who sees these:</span> {info.audience}
      </p>
      <QueryState query={query} label={`${info.noun} remarks`}>
        {(reply) => (
          <>
            {reply.canWrite && (
              <form
                className="flex flex-col gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (draft.trim()) onAdd();
                }}
              >
                <RemarkTextField
                  label={`New ${info.noun} remark`}
                  value={draft}
                  onChange={setDraft}
                  placeholder={kind === 'personal' ? 'A note only you will see' : 'Write a remark'}
                />
                <Button type="submit" size="sm" className="self-end" disabled={!draft.trim() || create.isPending}>
                  {create.isPending ? 'Adding…' : 'Add remark'}
                </Button>
              </form>
            )}
            {reply.data.length === 0 ? (
              <EmptyState icon={MessageSquareIcon} title={`No ${info.noun} remarks`} reason={emptyReason[kind]} />
            ) : (
              <>
                <ul aria-label={`${info.label} remarks`} className="flex flex-col divide-y">
                  {reply.data.map((remark) => (
                    <RemarkItem key={`${remark.id}-${remark.updatedAt}`} remark={remark} />
                  ))}
                </ul>
                {reply.total > reply.data.length && (
                  <p className="text-xs text-muted-foreground">
                    Showing the newest {reply.data.length} of {reply.total}; find older ones on the Remarks page.
                  </p>
                )}
              </>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The bill page's remarks: shared, team and private, each saying who sees it; newest first. */
export function RemarksPanel({ billId }: { billId: string }) {
  const [kind, setKind] = useState<RemarkKind>('account');
  return (
    <SectionCard title="Remarks" description="Notes on this bill. Choose who sees each one.">
      <Tabs value={kind} onValueChange={(value) => setKind(value as RemarkKind)}>
        <TabsList aria-label="Remark kinds" className="w-full">
          {remarkKinds.map((option) => (
            <TabsTrigger key={option} value={option}>
              {remarkKindInfo[option].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {remarkKinds.map((option) => (
          <TabsContent key={option} value={option} className="mt-3">
            <RemarksOfKind kind={option} billId={billId} />
          </TabsContent>
        ))}
      </Tabs>
    </SectionCard>
  );
}
