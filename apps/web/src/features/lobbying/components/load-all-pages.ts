import { LOBBYING_MAX_LIMIT } from '@statehouse/shared/lobbying/lobbying.schemas';

/**
 * Every row of a paged list, for an export: pages of the largest size the call allows (the lobbying calls'
 * limit unless told) until the total is reached, at most 50 pages.
 */
export async function loadAllPages<Row>(
  fetchPage: (page: number, limit: number) => Promise<{ data: Row[]; total: number }>,
  pageLimit: number = LOBBYING_MAX_LIMIT,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const reply = await fetchPage(page, pageLimit);
    rows.push(...reply.data);
    if (rows.length >= reply.total || reply.data.length === 0) break;
  }
  return rows;
}
