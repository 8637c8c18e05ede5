import { CommitteeVideosDirectory } from '@/features/committee-videos/components/committee-videos-directory';

/** /tools/committee-videos: recorded hearings across states, filters in the URL. */
export function Component() {
  return <CommitteeVideosDirectory />;
}
