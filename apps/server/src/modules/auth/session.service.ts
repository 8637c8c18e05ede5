// Sessions, for the auth plugin (every request's session and its sliding expiry, the roles it needs at start)
// and for the modules that end or move sessions (accounts, invitations, password reset). They reach the auth
// module's session data here, never in auth.queries (docs/decisions/021). The session cache stays in
// session-cache.ts: whoever ends a session forgets it there too.
export {
  deleteMemberSessions,
  deleteUserSessions,
  ensureRoles,
  findLiveSession,
  setSessionAccount,
  touchSession,
} from './auth.queries';
