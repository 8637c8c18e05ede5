import { useParams } from 'react-router';
import { ClipEditor } from '@/features/committee-videos/components/clip-editor';

/** /tools/video/create-clip/:id: cut a shareable clip from the hearing :id. */
export function Component() {
  const { id = '' } = useParams();
  return <ClipEditor key={id} id={Number(id) || 0} />;
}
