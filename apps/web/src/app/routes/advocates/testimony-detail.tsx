import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { TestimonyDetail } from '@/features/advocates/components/testimony-detail';
import { useUser } from '@/features/auth/user-provider';

/** /testimonies/:id: admins and users approve; advocates draft and file. */
export function Component() {
  const id = Number(useParams().id);
  const { user } = useUser();
  if (!Number.isInteger(id) || id < 1) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        title="Testimony not found"
        reason="This link does not name a testimony."
      />
    );
  }
  return <TestimonyDetail key={id} id={id} canApprove={user?.role === 'admin' || user?.role === 'user'} />;
}
