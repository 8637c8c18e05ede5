import { TagsManager } from '@/features/tags/components/tags-manager';

/** /tracks: the tags feature's manager (its list state lives in the URL). */
export function Component() {
  return <TagsManager />;
}
