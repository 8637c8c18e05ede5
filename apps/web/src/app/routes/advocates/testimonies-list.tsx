import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { TestimoniesList } from '@/features/advocates/components/testimonies-list';
import { useUrlFilter } from './use-state-param';

/** /testimonies: by ?status; a new draft opens its page. */
export function Component() {
  const [status, setStatus] = useUrlFilter('status');
  const navigate = useNavigate();
  return (
    <TestimoniesList
      status={status}
      onStatusChange={setStatus}
      onCreated={(id) => navigate(paths.lobbyist.testimony(String(id)))}
    />
  );
}
