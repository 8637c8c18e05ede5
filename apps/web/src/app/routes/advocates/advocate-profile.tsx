import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { AdvocateProfile } from '@/features/advocates/components/advocate-profile';

/** /lobbyist/:id: one advocate (the id is their user id). */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        title="Advocate not found"
        reason="This link does not name an advocate."
      />
    );
  }
  return <AdvocateProfile key={id} id={id} />;
}
