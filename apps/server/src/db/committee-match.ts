import { type SQL, sql } from 'drizzle-orm';

// Shared by the committees and calendar modules (decision 021: SQL helpers several modules use live in db/).

// How the imported data ties events and bill actions to a committee (decision 032). Several sources leave
// events.committee_id empty (the SD archive names the committee: "House Judiciary") and bill actions only
// ever carry the committee's name, so both also match by name within the committee's state.

/** Committee `c`'s names (its name and every other name), lower-cased, as a subquery for `in`. */
const committeeNamesSql = (committee: SQL): SQL =>
  sql`(select lower(n) from unnest(array[${committee}.name] || ${committee}.other_names) n)`;

/** Event `e` is a meeting of committee `c`: linked by id, or unlinked and named as the committee. */
export const eventOfCommitteeSql = (
  event: SQL,
  committee: SQL,
): SQL => sql`(${event}.jurisdiction_id = ${committee}.jurisdiction_id
  and (${event}.committee_id = ${committee}.id
    or (${event}.committee_id is null and lower(${event}.committee_name) in ${committeeNamesSql(committee)})))`;

/**
 * Bill action `a` of bill `b` names committee `c`: same state, one of its names, and the action's chamber is the
 * committee's (a joint committee matches either chamber; NY's Senate and Assembly both have a "CODES").
 */
export const actionOfCommitteeSql = (
  action: SQL,
  bill: SQL,
  committee: SQL,
): SQL => sql`(${bill}.jurisdiction_id = ${committee}.jurisdiction_id
  and lower(${action}.committee_name) in ${committeeNamesSql(committee)}
  and (${committee}.chamber is null or ${committee}.chamber = 'legislature' or ${action}.chamber is null
    or ${action}.chamber = ${committee}.chamber))`;

/** Roles that lead a committee, the one shown as its chair first. */
export const chairRoles = ['chair', 'co-chair', 'chairman', 'chairwoman', 'chairperson', 'presidente', 'presidenta'];

/** Sort rank of a membership role `r`: chairs, vice chairs, ranking members, members, then the rest. */
export const roleRankSql = (role: SQL): SQL => sql`(case
  when lower(${role}) in ('chair', 'chairman', 'chairwoman', 'chairperson', 'presidente', 'presidenta') then 0
  when lower(${role}) = 'co-chair' then 1
  when lower(${role}) like '%vice%chair%' or lower(${role}) like 'vice%' then 2
  when lower(${role}) like '%ranking%' then 3
  when lower(${role}) = 'member' then 4
  else 5 end)`;
