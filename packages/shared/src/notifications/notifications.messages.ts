// No zod here: the web app's user context imports these at start-up (see auth.messages.ts).

/** SPEC section 8: the toast when marking as read fails. */
export const notificationToasts = {
  markReadFailedTitle: 'Failed to mark notification as read',
  markReadFailedDescription: 'Please try again later',
} as const;
