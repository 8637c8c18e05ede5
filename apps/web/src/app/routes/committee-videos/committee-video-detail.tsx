import { useParams, useSearchParams } from 'react-router';
import { HearingView } from '@/features/committee-videos/components/hearing-view';

/** A whole number of seconds from `?t=`, else undefined. */
const secondsParam = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

/** /tools/committee-videos/:id (`?t=` seconds opens the recording at that moment). */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <HearingView key={id} id={Number(id) || 0} startAt={secondsParam(params.get('t'))} />;
}
