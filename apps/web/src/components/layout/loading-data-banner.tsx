import { useReadiness } from '@/lib/api/get-readiness';

/**
 * A first start answers before the sample data is loaded (decision 080): until it is, every screen says so, with how
 * far it is, because a search or a list shows only what is loaded so far. Gone once the load is done.
 */
export function LoadingDataBanner() {
  const { data } = useReadiness();
  const loading = data?.loading;
  if (!data || data.ready || !loading) return null;
  return (
    <div
      role="status"
      className="border-amber-300 border-b bg-amber-50 px-4 py-2 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      {loading.state === 'failed' ? (
        <span>{loading.message}</span>
      ) : (
        <span>
          {loading.message} Search results may be incomplete until it finishes.{' '}
          <span className="text-amber-800 dark:text-amber-200">({loading.percent}% of the whole load)</span>
        </span>
      )}
    </div>
  );
}
