import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { hearings } from './hearings';

/**
 * A clip cut from a hearing's recording (decision 070). The account and creator own it (account data: the list of
 * an account's clips is theirs), but the uuid is the share link: anyone holding it may watch the clip signed out,
 * as the share page promises. The bytes are a re-encoded file in the blob store under blobKey.
 */
export const committeeVideoClips = pgTable(
  'committee_video_clips',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    hearingId: integer('hearing_id')
      .notNull()
      .references(() => hearings.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The clip's bounds in the hearing's recording. */
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    /** video (MP4, H.264/AAC) or audio (M4A, AAC). */
    media: text('media').notNull(),
    blobKey: text('blob_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('committee_video_clips_account_idx').on(table.accountId, table.createdAt),
    index('committee_video_clips_hearing_idx').on(table.hearingId),
  ],
);

/** "A hearing I expected is not here": kept for the data team, with who reported it. */
export const missingLiveReports = pgTable(
  'missing_live_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    stateCode: text('state_code'),
    report: text('report').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('missing_live_reports_account_idx').on(table.accountId, table.createdAt)],
);
