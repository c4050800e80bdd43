import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LoginGateProvider } from '@/components/auth/login-gate-provider';
import { PageView } from '@/components/app/page-view';
import { ConsentIsland } from '@/components/consent/consent-island';
import { RoutesProvider } from '@/components/app/routes';
import { configuredProviders } from '@/lib/accounts/oauth';
import { QueryProvider } from '@/components/app/query-provider';
import { DesktopShell } from '@/components/shell/desktop-shell';
import { MobileShell } from '@/components/shell/mobile-shell';
import { directionOf } from '@/lib/i18n/locales';
import { pickShellMessages } from '@/lib/i18n/messages';
import { clientPaths, href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import '@/components/ui/base.css';

type Props = { children: ReactNode; params: Promise<ShellParams> };

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { site } = await readShell(params);
  return { themeColor: site.themeColor, width: 'device-width', initialScale: 1 };
}

export default async function ShellLayout({ children, params }: Props) {
  const shell = await readShell(params);
  setRequestLocale(shell.locale);
  const Shell = shell.device === 'mobile' ? MobileShell : DesktopShell;
  // the shell's client messages; pages with forms add theirs (components/app/page-messages.tsx)
  const messages = pickShellMessages(await getMessages());
  return (
    // spec §4: right-to-left for ar and fa, decided on the server
    <html lang={shell.locale} dir={directionOf(shell.locale)} data-device={shell.device}>
      <body>
        <RoutesProvider paths={clientPaths()}>
          <NextIntlClientProvider messages={messages}>
            <QueryProvider websiteId={shell.site.id} lang={shell.locale} country={shell.site.countryCode}>
              <LoginGateProvider
                device={shell.device}
                socialSignIn={{
                  providers: configuredProviders(),
                  transitionalPath: href('transitional', {}, { site: shell.site }),
                }}
              >
                <Shell site={shell.site} locale={shell.locale}>
                  {/* inside the shell, where the site context gives the deploy path */}
                  <PageView />
                  <ConsentIsland locale={shell.locale} />
                  {children}
                </Shell>
              </LoginGateProvider>
            </QueryProvider>
          </NextIntlClientProvider>
        </RoutesProvider>
      </body>
    </html>
  );
}
