import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/app/page-messages';
import { readShell } from '@/components/app/shell';
import styles from '@/components/policies/policies.module.css';
import { PageHeader } from '@/components/site-map/page-header';
import { ContactForm } from '@/components/support/contact-form';
import { getEnv } from '@/lib/env';
import { first } from '@/lib/routes/query';
import { href } from '@/lib/routes/href';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';
import { SUPPORT_TOPICS, type SupportTopic } from '@/lib/support/rules';

// spec §2 /customer-service: opening hours, frequent questions and the contact form (docs/decisions/0159)
type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = href('customerService');
const FAQ = ['free', 'enquiry', 'rfq', 'noAnswer', 'badge', 'password', 'delete', 'complaint'] as const;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'policies' });
  return pageMetadata(site, PATH, locale, {
    title: t('serviceTitle'),
    description: t('serviceMetaDescription'),
    keywords: t('serviceKeywords'),
  });
}

export default async function CustomerServicePage({ params, searchParams }: Props) {
  const [{ site, locale }, query] = await Promise.all([readShell(params), searchParams]);
  setRequestLocale(locale);
  const [t, tc, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'policies' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  // ?topic= chooses the form's topic (the privacy page links with topic=privacy); anything else, none
  const asked = first(query.topic);
  const topic = SUPPORT_TOPICS.find((value): value is SupportTopic => value === asked) ?? null;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('serviceTitle')}
        intro={t('serviceIntro')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <div className={styles.serviceGrid}>
        <div className={styles.faq}>
          <section aria-labelledby="service-hours" className={styles.card}>
            <h2 id="service-hours" className={styles.heading}>
              {t('hoursTitle')}
            </h2>
            <p className={styles.paragraph}>{t('hours')}</p>
            <p className={styles.paragraph}>{t('responseTime')}</p>
          </section>
          <section aria-labelledby="service-faq" className={styles.faq}>
            <h2 id="service-faq" className={styles.heading}>
              {t('faqTitle')}
            </h2>
            {FAQ.map((key) => (
              <details key={key} className={styles.question}>
                <summary>{t(`faq.${key}.q`)}</summary>
                <p>{t(`faq.${key}.a`)}</p>
              </details>
            ))}
          </section>
        </div>
        <div>
          <PageMessages namespaces={['support']}>
            <ContactForm topic={topic} contactEmail={getEnv().SUPPORT_INBOX} />
          </PageMessages>
          <p className={styles.updated}>
            <a href={href('privacy', {}, { site })}>{t('privacyNote')}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
