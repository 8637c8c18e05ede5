import { LawDetailRoute } from './law-detail-route';

/** /statutes/:id: one statute section. */
export function Component() {
  return <LawDetailRoute kind="statute" />;
}
