import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/app/page-messages';
import { readShell } from '@/components/app/shell';
import { CopyCardLink, KeepCard } from '@/components/cards/card-actions';
import { CardEditor } from '@/components/cards/card-editor';
import { CardQr, CardView } from '@/components/cards/card-view';
import styles from '@/components/cards/cards.module.css';
import { requirePageBuyer } from '@/components/rfq/pages';
import { getBuyerUserInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { cardTokenSchema } from '@/lib/cards/rules';
import { findCardByToken, getOwnCard, keepsCard } from '@/lib/cards/service';
import { favouritesLink } from '@/lib/favourites/links';
import { getCountries } from '@/lib/reference/service';
import { first } from '@/lib/routes/query';
import { href } from '@/lib/routes/href';
import { absoluteUrl } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';

// spec §2 /myCard (mobile): the buyer's e-card and its QR code; ?card={token} is the card's shared link,
// which anyone it is shown to opens and a buyer keeps (decision 0162). Never for search engines.
type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

async function sharedToken(searchParams: Props['searchParams']): Promise<string | null | undefined> {
  const value = first((await searchParams).card);
  if (value === undefined) return undefined;
  const checked = cardTokenSchema.safeParse(value);
  return checked.success ? checked.data : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, token] = await Promise.all([readShell(params), sharedToken(searchParams)]);
  const t = await getTranslations({ locale, namespace: 'cards' });
  const shared = token ? await findCardByToken(token) : undefined;
  return {
    title: shared ? t('sharedTitle', { name: shared.fullName }) : t('title'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
  };
}

export default async function MyCardPage({ params, searchParams }: Props) {
  const [shell, token] = await Promise.all([readShell(params), sharedToken(searchParams)]);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cards' });

  if (token !== undefined) {
    // a shared card: anyone with its link sees it; a buyer keeps it
    const shared = token ? await findCardByToken(token) : undefined;
    if (!shared) notFound();
    const caller = await readPageCaller();
    const own = caller?.accountId === shared.accountId;
    const kept = caller?.memberType === 2 && !own ? await keepsCard(caller.accountId, shared.id) : false;
    return (
      <div className={styles.page}>
        <CardView card={shared} locale={locale} headingLevel={1} />
        <PageMessages namespaces={['cards']}>
          {own ? (
            <p className={styles.status}>{t('ownCard')}</p>
          ) : (
            <KeepCard
              token={shared.token}
              kept={kept}
              favouritesHref={sitePath(site, favouritesLink(href, device, 'exhibitorCard'))}
            />
          )}
        </PageMessages>
      </div>
    );
  }

  const caller = await requirePageBuyer(site, href('myCard'));
  const [card, info, countries] = await Promise.all([
    getOwnCard(caller.accountId),
    getBuyerUserInfo(caller.accountId),
    getCountries(locale),
  ]);
  const link = card ? await absoluteUrl(site, href('myCard', {}, { query: { card: card.token } })) : null;
  const values = {
    fullName: card?.fullName ?? info?.nickname ?? '',
    jobTitle: card?.jobTitle ?? '',
    companyName: card?.companyName ?? info?.companyName ?? '',
    email: card?.email ?? info?.email ?? '',
    mobile: card?.mobile ?? info?.mobile ?? '',
    countryCode: card?.countryCode ?? info?.countryCode ?? '',
    website: card?.website ?? '',
  };
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <PageMessages namespaces={['cards']}>
        {card && link && (
          <>
            <CardView card={card} locale={locale} />
            <section className={styles.share} aria-label={t('linkLabel')}>
              <CardQr link={link} label={t('qrLabel')} />
              <p className={styles.link} dir="ltr">
                {link}
              </p>
              <CopyCardLink link={link} />
            </section>
          </>
        )}
        <CardEditor
          values={values}
          countries={countries.map((c) => ({ code: c.code, name: c.name }))}
          creating={!card}
        />
      </PageMessages>
    </div>
  );
}
