import type { NotificationPreferences, UserSettings } from '@statehouse/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveUserSettings } from '@/lib/api/save-user-settings';
import { sharedKeys } from '@/lib/api/shared-keys';
import { alertKeys } from './alert-keys';

/** The notifications part of the user's settings (POST /api/user-settings, which the shared layer owns). */
export const saveNotificationPreferences = (notifications: Partial<NotificationPreferences>) =>
  saveUserSettings({ notifications });

/**
 * Optimistic: a change shows at once (and the next click builds on it); a failure puts the stored value back.
 * `onSuccess` and `onError` are the screen's own (its toasts), called after the cache is right.
 */
export function useSaveNotificationPreferences({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: sharedKeys.userSettings });
      const previous = queryClient.getQueryData<UserSettings>(sharedKeys.userSettings);
      if (previous) {
        queryClient.setQueryData<UserSettings>(sharedKeys.userSettings, {
          ...previous,
          notifications: { ...previous.notifications, ...change },
        });
      }
      return { previous };
    },
    onSuccess: (next, sent) => {
      queryClient.setQueryData(sharedKeys.userSettings, next);
      // SMS needs a phone number: the channel's state depends on it.
      if ('phone' in sent) void queryClient.invalidateQueries({ queryKey: alertKeys.channels });
      onSuccess?.();
    },
    onError: (error: Error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(sharedKeys.userSettings, context.previous);
      onError?.(error);
    },
  });
}
