import { useParams } from 'react-router';
import { SharedClipView } from '@/features/committee-videos/components/shared-clip-view';

/** /:stateCode/videos/share/:clipId: the public page of a clip (works signed out). */
export function Component() {
  const { clipId = '' } = useParams();
  return <SharedClipView key={clipId} clipId={clipId} />;
}
