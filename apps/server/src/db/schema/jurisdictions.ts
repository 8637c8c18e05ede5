import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The 50 states, DC, PR and the United States (Congress). id is the upper-case code: TX, DC, US. */
export const jurisdictions = pgTable('jurisdictions', {
  id: text('id').primaryKey(),
  /** ocd-jurisdiction/country:us/state:tx/government */
  ocdId: text('ocd_id').unique(),
  name: text('name').notNull(),
  /** state, district, territory or country. */
  classification: text('classification').notNull(),
  /** IANA time zone of the capitol, used for hearing times. */
  timezone: text('timezone').notNull(),
  url: text('url'),
});

/**
 * Legislative sessions. `code` is the product's session id (two digits + R for a regular session or a
 * digit for a special one, e.g. 25R, 892, 251; docs/decisions/ "session identifiers"); `sourceIdentifier`
 * keeps what the source calls it (2025B, 104th, 892). The primary key joins both: `TX-892`.
 */
export const legislativeSessions = pgTable(
  'legislative_sessions',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    sourceIdentifier: text('source_identifier').notNull(),
    name: text('name').notNull(),
    /** regular or special. */
    classification: text('classification').notNull().default('regular'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legislative_sessions_code_idx').on(table.jurisdictionId, table.code),
    index('legislative_sessions_source_idx').on(table.jurisdictionId, table.sourceIdentifier),
  ],
);
