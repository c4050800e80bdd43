import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import cart from '@/messages/en/cart.json';
import common from '@/messages/en/common.json';
import catalogue from '@/messages/en/catalogue.json';
import home from '@/messages/en/home.json';
import type { Locale } from '@/lib/i18n/locales';

/** Renders a component with the English catalogue, as the app's provider would. */
export function renderWithIntl(
  ui: ReactElement,
  messages: Record<string, unknown> = { common, home, catalogue, cart },
  locale: Locale = 'en',
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
