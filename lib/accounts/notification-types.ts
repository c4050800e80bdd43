import type { z } from 'zod';
import type { notificationSettingsSchema } from './schemas';
import type { UnsubscribeSetting } from './unsubscribe-token';

/** The three mail switches of spec §2 /setting/unsubscribe (client-safe). */
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type { UnsubscribeSetting };
