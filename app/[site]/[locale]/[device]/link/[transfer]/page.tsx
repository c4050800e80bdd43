import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import styles from '@/components/account/account.module.css';
import buttons from '@/components/ui/button.module.css';
import local from './link.module.css';
import { readShell } from '@/components/app/shell';
import { getEnv } from '@/lib/env';
import { readTransfer } from '@/lib/links/outbound';
import { href } from '@/lib/routes/href';
import type { ShellParams } from '@/lib/shell/context';

// spec §2 /link/{transfer}, cached for an hour (spec §9): the page reads no session, so a visitor's
// copy is the same for everyone in that language and layout
type Props = { params: Promise<ShellParams & { transfer: string }> };

export const dynamic = 'force-dynamic';

/**
 * A host name reads left to right inside any sentence: isolated (U+2066 ... U+2069), so an Arabic or Persian
 * sentence does not move its dashes and dots around.
 */
const isolated = (host: string) => `\u2066${host}\u2069`;

async function destinationOf(params: Props['params']) {
  const { locale } = await readShell(params);
  const env = getEnv();
  return readTransfer((await params).transfer, locale, {
    ownDomains: env.OWN_DOMAINS,
    outboundDomains: env.OUTBOUND_DOMAINS,
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const destination = await destinationOf(params);
  if (!destination) return {};
  const t = await getTranslations({ locale, namespace: 'common' });
  // a way out of the site, not a page of it: no search engine should list it
  return { title: t('outboundTitle', { host: isolated(destination.host) }), robots: { index: false, follow: false } };
}

/**
 * The transfer page of a link out of the site (docs/decisions/0157): where it leads, said before the
 * visitor goes, and only to an allowed domain; anything else is the not-found page, so the route cannot
 * be used to send people to a site of someone else's choosing.
 */
export default async function LinkPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const destination = await destinationOf(params);
  if (!destination) notFound();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <section className={styles.page} aria-labelledby="link-title">
      <h1 id="link-title" className={local.title}>
        {t('outboundTitle', { host: isolated(destination.host) })}
      </h1>
      <div className={styles.card}>
        <p className={local.host}>
          {t(destination.own ? 'outboundOwn' : 'outboundOther', { host: isolated(destination.host) })}
        </p>
        <p className={styles.actions}>
          <a
            className={`${buttons.button} ${buttons.primary} ${local.onward}`}
            href={destination.url}
            rel={destination.own ? undefined : 'noopener noreferrer nofollow'}
          >
            {t('outboundContinue', { host: isolated(destination.host) })}
          </a>
          <a href={href('home', {}, { site })}>{t('backHome')}</a>
        </p>
      </div>
    </section>
  );
}
