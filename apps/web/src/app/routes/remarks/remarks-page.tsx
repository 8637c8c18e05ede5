import { RemarksSearch } from '@/features/remarks/components/remarks-search';

/** /remarks: the remarks feature's search; its filters live in the URL. */
export function Component() {
  return <RemarksSearch />;
}
