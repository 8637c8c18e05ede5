import type { QueryParams } from '@/lib/api-client';

/** The API's own parameter names; empty values are left out and lists go as comma-separated values. */
export function toParams(query: object): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else params[key] = value as string | number | boolean;
  }
  return params;
}
