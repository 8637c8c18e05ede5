import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills } from './legislation';
import { storageFiles } from './storage';

/** A named group of an account's members (decision 073): tasks and bills can belong to a team. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('teams_name_idx').on(table.accountId, sql`lower(${table.name})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_key_idx').on(table.teamId, table.userId),
    index('team_members_user_idx').on(table.accountId, table.userId),
  ],
);

/**
 * A piece of the team's work: assigned to a member and/or a team, due on a calendar day, linked to bills.
 * parentTaskId makes a subtask. ruleKey is set on tasks a legislative rule made (decision 073): unique per account,
 * so one event makes one task however often the alert engine sees it.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parentTaskId: integer('parent_task_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** open, in_progress, done or cancelled. */
    status: text('status').notNull().default('open'),
    /** low, normal, high or urgent. */
    priority: text('priority').notNull().default('normal'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ruleKey: text('rule_key'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_account_idx').on(table.accountId, table.status, table.dueDate),
    index('tasks_assignee_idx').on(table.assigneeUserId),
    index('tasks_parent_idx').on(table.parentTaskId),
    uniqueIndex('tasks_rule_key_idx').on(table.accountId, table.ruleKey),
    check('tasks_status_check', sql`${table.status} in ('open', 'in_progress', 'done', 'cancelled')`),
    check('tasks_priority_check', sql`${table.priority} in ('low', 'normal', 'high', 'urgent')`),
  ],
);

export const taskBills = pgTable(
  'task_bills',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('task_bills_key_idx').on(table.taskId, table.billId),
    index('task_bills_bill_idx').on(table.accountId, table.billId),
  ],
);

/** The notes thread of a task. */
export const taskNotes = pgTable(
  'task_notes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_notes_task_idx').on(table.taskId, table.createdAt)],
);

/** A file of the account's storage attached to a task (the bytes live in the blob store, decision 035). */
export const taskFiles = pgTable(
  'task_files',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storageFiles.id, { onDelete: 'cascade' }),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('task_files_key_idx').on(table.taskId, table.fileId)],
);

/** What happened to a task, for its history: created, a field changed, a reminder sent. */
export const taskEvents = pgTable(
  'task_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_events_task_idx').on(table.taskId, table.createdAt)],
);

/** Who owns a tracked bill in an account: one member or one team (decision 073). */
export const billOwners = pgTable(
  'bill_owners',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerTeamId: integer('owner_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bill_owners_key_idx').on(table.accountId, table.billId),
    check('bill_owners_one_owner_check', sql`(${table.ownerUserId} is null) <> (${table.ownerTeamId} is null)`),
  ],
);

/** An account's switch for a legislative rule (decision 073): hearing_prepare or chamber_passed_review. */
export const taskRules = pgTable(
  'task_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('task_rules_key_idx').on(table.accountId, table.kind),
    check('task_rules_kind_check', sql`${table.kind} in ('hearing_prepare', 'chamber_passed_review')`),
  ],
);

/**
 * A problem or request a member raises to the account's admins (decision 074); a feature request is an issue of
 * issueType feature_request.
 */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** bug, data, access, question or feature_request. */
    issueType: text('issue_type').notNull(),
    /** open, in_progress, resolved or closed. */
    status: text('status').notNull().default('open'),
    /** low, normal, high or urgent. */
    priority: text('priority').notNull().default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('issues_account_idx').on(table.accountId, table.status, table.createdAt),
    check('issues_type_check', sql`${table.issueType} in ('bug', 'data', 'access', 'question', 'feature_request')`),
    check('issues_status_check', sql`${table.status} in ('open', 'in_progress', 'resolved', 'closed')`),
    check('issues_priority_check', sql`${table.priority} in ('low', 'normal', 'high', 'urgent')`),
  ],
);

/** The update thread of an issue: a comment and/or a change of status or priority. */
export const issueUpdates = pgTable(
  'issue_updates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { from: string; to: string }>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('issue_updates_issue_idx').on(table.issueId, table.createdAt)],
);
