import { LawDetailRoute } from './law-detail-route';

/** /regs/:id: one regulation section. */
export function Component() {
  return <LawDetailRoute kind="regulation" />;
}
