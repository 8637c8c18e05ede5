import { ApiError } from '@/lib/api-client';

/** No retry on a 400 or 404: an unknown id stays unknown. */
export const retryUnlessMissing = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1;
