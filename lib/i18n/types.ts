import type common from '@/messages/en/common.json';
import type api from '@/messages/en/api.json';
import type home from '@/messages/en/home.json';
import type reference from '@/messages/en/reference.json';
import type { Locale } from './locales';

// Message keys are typed from the English catalogue (next-intl's AppConfig augmentation).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: { common: typeof common; home: typeof home; api: typeof api; reference: typeof reference };
  }
}
