import { subjects } from '@statehouse/shared/reference/subjects';
import type { SubjectsQuery, SubjectsResponse } from '@statehouse/shared/subjects/subjects.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { planBillFilters } from '../bills/bills.service';

/** GET /api/subjects: every subject of the shared list with its bill count in the state and session. */
export async function listSubjects({ db, query }: { db: Database; query: SubjectsQuery }): Promise<SubjectsResponse> {
  const plan = planBillFilters(
    { page: 1, pageSize: 1, stateCode: query.stateCode, sessionCode: query.sessionCode },
    { searchable: false },
  );
  const rows = await selectRows<{ value: number; count: number }>(
    db,
    sql`select s as value, count(*)::int as count from bills b cross join unnest(b.subjects) s where ${plan.where} group by s`,
  );
  const counts = new Map(rows.map((row) => [row.value, row.count]));
  return {
    items: [...subjects]
      .sort((a, b) => a.label.localeCompare(b.label))
      .map((subject) => ({ value: subject.value, label: subject.label, billCount: counts.get(subject.value) ?? 0 })),
  };
}
