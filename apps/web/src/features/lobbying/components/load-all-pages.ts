import { LOBBYING_MAX_LIMIT } from '@statehouse/shared/lobbying/lobbying.schemas';

/** Every row of a paged list, for an export: pages of the largest size until the total is reached (at most 50). */
export async function loadAllPages<Row>(
  fetchPage: (page: number, limit: number) => Promise<{ data: Row[]; total: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const reply = await fetchPage(page, LOBBYING_MAX_LIMIT);
    rows.push(...reply.data);
    if (rows.length >= reply.total || reply.data.length === 0) break;
  }
  return rows;
}
