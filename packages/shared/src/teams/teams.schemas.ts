import { z } from 'zod';
import { idParam, idValue } from '../common/query-params';
import { personRefSchema } from '../positions/positions.schemas';

export const TEAM_NAME_MAX = 100;
export const TEAM_DESCRIPTION_MAX = 1000;

const name = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(TEAM_NAME_MAX, `name can be at most ${TEAM_NAME_MAX} characters`);
const description = z
  .string({ error: 'description must be text' })
  .trim()
  .max(TEAM_DESCRIPTION_MAX, `description can be at most ${TEAM_DESCRIPTION_MAX} characters`);
const userIds = z
  .array(idValue('userIds'), { error: 'userIds must be a list of user ids' })
  .max(200, 'at most 200 members at once');

/** POST /api/teams. */
export const createTeamRequestSchema = z
  .object({ name, description: description.default(''), userIds: userIds.default([]) })
  .describe('CreateTeamRequest');
export type CreateTeamRequest = z.input<typeof createTeamRequestSchema>;

/** PATCH /api/teams/{id}: rename or describe. */
export const updateTeamRequestSchema = z
  .object({ name: name.optional(), description: description.optional() })
  .describe('UpdateTeamRequest');
export type UpdateTeamRequest = z.input<typeof updateTeamRequestSchema>;

/** POST /api/teams/{id}/members. */
export const addTeamMembersRequestSchema = z
  .object({ userIds: userIds.min(1, 'Choose at least one member') })
  .describe('AddTeamMembersRequest');
export type AddTeamMembersRequest = z.input<typeof addTeamMembersRequestSchema>;

export const teamMemberSchema = personRefSchema
  .extend({
    id: z.number().int(),
    role: z.string(),
    openTasks: z.number().int(),
    overdueTasks: z.number().int(),
  })
  .describe('TeamMember');
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    memberCount: z.number().int(),
    openTasks: z.number().int(),
    overdueTasks: z.number().int(),
    billsOwned: z.number().int(),
    createdAt: z.string(),
  })
  .describe('Team');
export type Team = z.infer<typeof teamSchema>;

export const teamsReplySchema = z.object({ data: z.array(teamSchema), canEdit: z.boolean() }).describe('TeamsReply');
export type TeamsReply = z.infer<typeof teamsReplySchema>;

/** GET /api/teams/{id}: the team, its members with their workload, and its open work. */
export const teamDetailSchema = teamSchema
  .extend({
    members: z.array(teamMemberSchema),
    canEdit: z.boolean(),
  })
  .describe('TeamDetail');
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamIdParamsSchema = z.object({ id: idParam('id') });
export const teamMemberParamsSchema = z.object({ id: idParam('id'), userId: idParam('userId') });
