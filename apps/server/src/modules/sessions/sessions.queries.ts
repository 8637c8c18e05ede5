import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { legislativeSessions } from '../../db/schema/jurisdictions';

export function selectSessionsOfState(db: Database, stateCode: string) {
  return db
    .select({
      id: legislativeSessions.code,
      isDefault: legislativeSessions.isDefault,
      name: legislativeSessions.name,
      classification: legislativeSessions.classification,
      startDate: legislativeSessions.startDate,
      endDate: legislativeSessions.endDate,
    })
    .from(legislativeSessions)
    .where(eq(legislativeSessions.jurisdictionId, stateCode));
}
