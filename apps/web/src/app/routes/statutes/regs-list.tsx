import { LawListRoute } from './law-list-route';

/** /regs: browse and search the administrative codes and federal regulations. */
export function Component() {
  return <LawListRoute kind="regulation" />;
}
