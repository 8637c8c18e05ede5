import { LawListRoute } from './law-list-route';

/** /statutes: browse and search the statutory codes. */
export function Component() {
  return <LawListRoute kind="statute" />;
}
