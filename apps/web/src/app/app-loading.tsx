import { LoadingIndicator } from '@/components/loading-indicator';

export const APP_LOADING_MESSAGE = 'Loading experience...';

/** Shown while the first page's code loads. */
export function AppLoading() {
  return <LoadingIndicator fullScreen size="large" message={APP_LOADING_MESSAGE} />;
}
