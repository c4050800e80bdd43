import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site-map/page-header';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import {
  POLICY_SECTIONS,
  POLICY_UPDATED,
  POLICY_WEBSITES,
  policyHref,
  type PolicySection,
  type PolicyVariant,
} from '@/lib/policies/variants';
import { href } from '@/lib/routes/href';
import { absoluteUrl } from '@/lib/seo/page-head';
import type { Site } from '@/lib/sites/resolve';
import { PolicyText } from './policy-text';
import styles from './policies.module.css';

const VARIANTS: readonly PolicyVariant[] = ['default', ...POLICY_WEBSITES];

/** The anchor of a section: its key with the dot made a dash ("gdpr-rights"). */
const anchor = (section: PolicySection) => section.replace('.', '-');

export async function policyTitle(variant: PolicyVariant, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'policies' });
  return {
    title: t(variant === 'tr' ? 'policyTitleTr' : variant === 'jp' ? 'policyTitleJp' : 'policyTitle'),
    description: t(
      variant === 'tr'
        ? 'policyMetaDescriptionTr'
        : variant === 'jp'
          ? 'policyMetaDescriptionJp'
          : 'policyMetaDescription',
    ),
    keywords: t('policyKeywords'),
  };
}

/** spec §2 /privacy-policy.html and /privacy-policy-{website}.html: one variant of the privacy policy. */
export async function PolicyPage({ variant, site, locale }: { variant: PolicyVariant; site: Site; locale: Locale }) {
  const env = getEnv();
  const [t, tc, head, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'policies' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    policyTitle(variant, locale),
    absoluteUrl(site, policyHref(variant)),
    absoluteUrl(site, href('home')),
  ]);
  const values = { operator: env.OPERATOR_NAME, address: env.OPERATOR_ADDRESS, email: env.PRIVACY_EMAIL };
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${POLICY_UPDATED}T00:00:00Z`),
  );
  const variantName = (v: PolicyVariant) => t(v === 'tr' ? 'variantTr' : v === 'jp' ? 'variantJp' : 'variantDefault');
  const sections = POLICY_SECTIONS[variant];
  return (
    <article className={styles.page}>
      <PageHeader
        title={head.title}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <p className={styles.updated}>
        <time dateTime={POLICY_UPDATED}>{t('lastUpdated', { date: updated })}</time>
      </p>
      <p className={styles.lead}>{t('policyIntro', values)}</p>
      <nav aria-labelledby="policy-versions" className={styles.versions}>
        <h2 id="policy-versions" className={styles.navHeading}>
          {t('otherVersions')}
        </h2>
        <ul>
          {VARIANTS.map((v) => (
            <li key={v}>
              <a href={policyHref(v, { site })} aria-current={v === variant ? 'page' : undefined}>
                {variantName(v)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="policy-contents" className={styles.contents}>
        <h2 id="policy-contents" className={styles.navHeading}>
          {t('contents')}
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${anchor(section)}`}>{t(`${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section}
          id={anchor(section)}
          aria-labelledby={`${anchor(section)}-title`}
          className={styles.section}
        >
          <h2 id={`${anchor(section)}-title`} className={styles.heading}>
            {t(`${section}.title`)}
          </h2>
          <PolicyText body={t(`${section}.body`, values)} />
        </section>
      ))}
    </article>
  );
}
