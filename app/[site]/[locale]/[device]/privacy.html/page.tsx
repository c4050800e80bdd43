import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readShell } from '@/components/app/shell';
import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button';
import styles from '@/components/policies/policies.module.css';
import { PageHeader } from '@/components/site-map/page-header';
import buttons from '@/components/ui/button.module.css';
import { policyHref, siteVariant } from '@/lib/policies/variants';
import { href } from '@/lib/routes/href';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';

// spec §2 /privacy.html: privacy in short (a layered notice, docs/decisions/0159); the policy has the rest
type Props = { params: Promise<ShellParams> };

const PATH = href('privacy');
const GLANCE = ['collect', 'share', 'cookies', 'keep', 'rights'] as const;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'policies' });
  return pageMetadata(site, PATH, locale, {
    title: t('privacyTitle'),
    description: t('privacyMetaDescription'),
    keywords: t('privacyKeywords'),
  });
}

export default async function PrivacyPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const [t, tc, tcommon, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'policies' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'common' }),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  return (
    <article className={styles.page}>
      <PageHeader
        title={t('privacyTitle')}
        intro={t('privacyIntro')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <section aria-labelledby="privacy-glance" className={styles.card}>
        <h2 id="privacy-glance" className={styles.heading}>
          {t('glanceTitle')}
        </h2>
        <ul className={styles.glance}>
          {GLANCE.map((point) => (
            <li key={point}>{t(`glance.${point}`)}</li>
          ))}
        </ul>
      </section>
      <p className={styles.actions}>
        <a href={policyHref(siteVariant(site.code), { site })}>{t('readPolicy')}</a>
      </p>
      <section aria-labelledby="privacy-choices" className={styles.card}>
        <h2 id="privacy-choices" className={styles.heading}>
          {t('choicesTitle')}
        </h2>
        <p className={styles.actions}>
          {t('changeCookies')}
          <CookiePreferencesButton
            label={tcommon('cookiePreferences')}
            className={`${buttons.button} ${buttons.secondary}`}
          />
        </p>
        <p className={styles.paragraph}>{t('makeRequest')}</p>
        <p className={styles.actions}>
          <a href={href('customerService', {}, { site, query: { topic: 'privacy' } })}>{t('makeRequestLink')}</a>
        </p>
      </section>
    </article>
  );
}
