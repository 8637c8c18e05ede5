// Shared: the settings screen edits these, the legislative picker keeps the user's state and session in them, the
// alerts feature its notification preferences; all read one cache entry, and features do not import each other
// (docs/decisions/021). The first element is the API path (ADR 006).
export const userSettingsKeys = { all: ['/api/user-settings'] as const };
