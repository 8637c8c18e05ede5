import { getStateName } from '@statehouse/shared/reference/states';
import { useBillScope } from '@/features/bills/hooks/use-bill-scope';
import { parseBillFilters } from '@/features/bills/utils/bill-filters';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { useSubjects } from '@/features/subjects/api/get-subjects';
import { SubjectsGrid } from '@/features/subjects/components/subjects-grid';

const noFilters = parseBillFilters(new URLSearchParams());

/** /subjects: every subject with its bill count in the current state and session. */
export function Component() {
  const { stateCode, sessionCode, sessions, isLoadingSessions } = useLegislative();
  const scope = useBillScope(noFilters, { stateCode, sessionCode, isLoadingSessions });
  const query = { stateCode: scope.stateCode, sessionCode: scope.query.sessionCode };
  const subjects = useSubjects(query, { enabled: scope.ready });
  const sessionLabel =
    scope.stateCode === stateCode ? sessions.find((session) => session.id === query.sessionCode)?.name : undefined;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight">Subjects</h1>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">
        Browse legislation by subject, from taxation to privacy.
      </p>
      <SubjectsGrid
        items={subjects.data?.items}
        isError={subjects.isError}
        errorMessage={subjects.error?.message}
        onRetry={() => void subjects.refetch()}
        scopeLabel={[getStateName(scope.stateCode) ?? 'All states', sessionLabel ?? query.sessionCode]
          .filter(Boolean)
          .join(' · ')}
      />
    </div>
  );
}
