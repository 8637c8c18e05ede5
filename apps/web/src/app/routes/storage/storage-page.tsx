import { useParams } from 'react-router';
import { StorageBrowser } from '@/features/storage/components/storage-browser';

/** /storage and /storage/<folder path>: the storage feature's browser, at the folder the path names. */
export function Component() {
  const params = useParams();
  return <StorageBrowser folderPath={params['*'] ?? ''} />;
}
