import type { LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { BookOpenIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { SectionAskAi } from '@/features/ai/components/ask-ai-sheet';
import { useLawSection } from '@/features/statutes/api/get-law-section';
import { kindWords, lawListHref } from '@/features/statutes/components/law-labels';
import { LawSectionView } from '@/features/statutes/components/law-section-view';
import { SectionTagPicker } from '@/features/tags/components/section-tag-picker';
import { ApiError } from '@/lib/api-client';

/** /statutes/:id and /regs/:id: the section, with Ask AI (ai feature) and the tag button (tags feature) in its header. */
export function LawDetailRoute({ kind }: { kind: LawKind }) {
  const { id = '' } = useParams();
  const sectionId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0;
  const section = useLawSection(kind, sectionId);
  const words = kindWords[kind];
  if (sectionId === 0 || (section.error instanceof ApiError && [400, 404].includes(section.error.status))) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={BookOpenIcon}
        title={`${words.one.charAt(0).toUpperCase()}${words.one.slice(1)} not found`}
        reason="No section has this address. Search or browse the code to find it."
      >
        <Button asChild variant="outline">
          <Link to={lawListHref(kind)}>All {words.title.toLowerCase()}</Link>
        </Button>
      </EmptyState>
    );
  }
  if (section.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6">
        <QueryState query={section} label={words.one}>
          {() => null}
        </QueryState>
      </div>
    );
  }
  return (
    <LawSectionView
      section={section.data}
      actions={
        section.data && (
          <>
            <SectionAskAi kind={kind} sectionId={section.data.id} scopeLabel={section.data.label} />
            <SectionTagPicker kind={kind} sectionId={section.data.id} />
          </>
        )
      }
    />
  );
}
