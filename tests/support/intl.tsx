import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import cart from '@/messages/en/cart.json';
import common from '@/messages/en/common.json';
import catalogue from '@/messages/en/catalogue.json';
import home from '@/messages/en/home.json';
import { RoutesProvider } from '@/components/app/routes';
import type { Locale } from '@/lib/i18n/locales';
import { clientPaths } from '@/lib/routes/href';

/** Renders a component with the English catalogue and the layout's route patterns, as the app's providers would. */
export function renderWithIntl(
  ui: ReactElement,
  messages: Record<string, unknown> = { common, home, catalogue, cart },
  locale: Locale = 'en',
) {
  return render(
    <RoutesProvider paths={clientPaths()}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        {ui}
      </NextIntlClientProvider>
    </RoutesProvider>,
  );
}
