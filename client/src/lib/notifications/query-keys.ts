/**
 * The signed-in user's notifications. Here, not in the notifications feature, so a screen that may
 * cause one (posting a comment with a mention) can refresh the bell without importing that feature.
 */
export const notificationsQueryKey = ['notifications'] as const;
