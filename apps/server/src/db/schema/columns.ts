import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL tsvector; written with to_tsvector(...) expressions, read only through search queries. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
