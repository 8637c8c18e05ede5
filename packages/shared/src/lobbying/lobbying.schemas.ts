import { z } from 'zod';

export const lobbyistTypes = ['private', 'public'] as const;
export const lobbyClientTypes = ['company', 'agency'] as const;

export const lobbyistSchema = z
  .object({
    id: z.number().int(),
    jurisdictionId: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    occupation: z.string().nullable(),
    lobbyistType: z.enum(lobbyistTypes),
  })
  .describe('Lobbyist');
export type Lobbyist = z.infer<typeof lobbyistSchema>;

export const lobbyClientSchema = z
  .object({
    id: z.number().int(),
    jurisdictionId: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    clientType: z.enum(lobbyClientTypes),
  })
  .describe('LobbyClient');
export type LobbyClient = z.infer<typeof lobbyClientSchema>;

/** One lobbyist's registration for one client (employer) in one year. */
export const lobbyRegistrationSchema = z
  .object({
    id: z.number().int(),
    jurisdictionId: z.string(),
    year: z.number().int(),
    registrationNumber: z.string(),
    status: z.string().nullable(),
    subject: z.string().nullable().describe('Subjects of legislation, separated by "; ".'),
    lobbyist: lobbyistSchema.pick({ id: true, name: true }),
    client: lobbyClientSchema.pick({ id: true, name: true }),
    firm: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .describe('LobbyRegistration');
export type LobbyRegistration = z.infer<typeof lobbyRegistrationSchema>;
