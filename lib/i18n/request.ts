import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from './locales';
import { loadMessages } from './catalogue';

// The locale comes from the internal [locale] segment the proxy writes (see proxy.ts).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  // A fixed zone keeps pages cacheable; dates that need a zone (an exhibition's) pass their own.
  return { locale, timeZone: 'UTC', messages: await loadMessages(locale) };
});
