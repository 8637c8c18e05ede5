import {
  defaultUserSettings,
  legislativeChoiceSchema,
  type UpdateUserSettingsRequest,
  type UserSettings,
  userSettingsSchema,
} from '@statehouse/shared/users/users.schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema/index';

/** Stored settings over the defaults; a stored value that no longer fits the schema falls back to its default. */
function withDefaults(stored: Record<string, unknown> | undefined): UserSettings {
  const notifications = { ...defaultUserSettings.notifications, ...(stored?.notifications as object | undefined) };
  const candidate = { theme: stored?.theme ?? defaultUserSettings.theme, notifications };
  const parsed = userSettingsSchema.safeParse(candidate);
  const settings = parsed.success ? parsed.data : defaultUserSettings;
  // Checked on its own: a stale state or session choice is dropped without resetting the other settings.
  const legislative = legislativeChoiceSchema.safeParse(stored?.legislative);
  return legislative.success ? { ...settings, legislative: legislative.data } : settings;
}

export async function getUserSettings(options: { db: Database; userId: number }): Promise<UserSettings> {
  const [row] = await options.db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, options.userId))
    .limit(1);
  return withDefaults(row?.settings);
}

/** Merges what was sent over what is stored (notification preferences key by key). */
export async function updateUserSettings(options: {
  db: Database;
  userId: number;
  input: UpdateUserSettingsRequest;
}): Promise<UserSettings> {
  const { db, userId, input } = options;
  const current = await getUserSettings({ db, userId });
  const legislative = input.legislative ?? current.legislative;
  const next: UserSettings = {
    theme: input.theme ?? current.theme,
    notifications: { ...current.notifications, ...input.notifications },
    ...(legislative ? { legislative } : {}),
  };
  await db
    .insert(userSettings)
    .values({ userId, settings: next })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings: next, updatedAt: new Date() } });
  return next;
}
