import { subjectByValue } from '@statehouse/shared/reference/subjects';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { BillsSearch } from '@/features/bills/components/bills-search';
import { useLegislative } from '@/features/sessions/sessions-provider';

/** /subjects/:subjectCode: the bills search, fixed to one subject. */
export function Component() {
  const { subjectCode = '' } = useParams();
  const legislative = useLegislative();
  const value = Number(subjectCode);
  const subject = Number.isInteger(value) ? subjectByValue.get(value) : undefined;
  if (!subject) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        title="Subject not found"
        reason={`There is no subject “${subjectCode}”.`}
      >
        <Link to={paths.subjects.list} className="inline-block text-primary hover:underline">
          All subjects
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-7xl px-4 pt-6 text-sm sm:px-6 lg:px-8">
        <Link to={paths.subjects.list} className="text-muted-foreground hover:text-foreground">
          Subjects
        </Link>
        <span aria-hidden="true" className="mx-1 text-muted-foreground">
          /
        </span>
        <span aria-current="page">{subject.label}</span>
      </nav>
      <BillsSearch
        key={subject.value}
        title={subject.label}
        description={`Bills on ${subject.label.toLowerCase()} in the selected state and session.`}
        lockedFilters={{ subjects: [subject.value] }}
        legislative={legislative}
        stateOptions={legislative.states}
      />
    </>
  );
}
