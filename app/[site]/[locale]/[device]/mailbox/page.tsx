import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { listOutbox } from '@/lib/mail/outbox';
import { isMailTemplate, renderMail, type RenderedMail } from '@/lib/mail/templates';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from './mailbox.module.css';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'mail' });
  return { title: t('mailboxTitle'), robots: { index: false, follow: false } };
}

/** The demo's mailbox: what the site would have mailed, with working links (the registry hides it in production). */
export default async function MailboxPage({ params }: Props) {
  const { locale } = await readShell(params);
  if (!getEnv().DEMO_MODE) notFound();
  const t = await getTranslations({ locale, namespace: 'mail' });
  const rows = await listOutbox();
  const mails = await Promise.all(
    rows.map(async (row) => ({
      ...row,
      rendered: await renderRow(row.template, row.locale, row.payload, t('mailboxBroken')),
    })),
  );
  const status = {
    sent: t('mailboxSent'),
    pending: t('mailboxPending'),
    sending: t('mailboxPending'),
    failed: t('mailboxFailed'),
  };
  return (
    <section className={styles.mailbox} aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">{t('mailboxTitle')}</h1>
      <p>{t('mailboxIntro')}</p>
      {mails.length === 0 ? (
        <p>{t('mailboxEmpty')}</p>
      ) : (
        <ol className={styles.list}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <article aria-label={mail.rendered.subject}>
                <dl>
                  <dt>{t('mailboxTo')}</dt>
                  <dd>{mail.to}</dd>
                  <dt>{t('mailboxSubject')}</dt>
                  <dd>{mail.rendered.subject}</dd>
                  <dt>{t('mailboxStatus')}</dt>
                  <dd>{status[mail.status as keyof typeof status] ?? mail.status}</dd>
                </dl>
                <pre className={styles.body}>{linkify(mail.rendered.text)}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A row as its mail, or a note where it cannot be rendered (a template or payload of an older version). */
async function renderRow(template: string, locale: string, payload: unknown, broken: string): Promise<RenderedMail> {
  if (isMailTemplate(template)) {
    try {
      return await renderMail(template, isLocale(locale) ? locale : DEFAULT_LOCALE, payload);
    } catch {
      // falls through to the note
    }
  }
  return { subject: template, text: broken, html: '', headers: {} };
}

/** The mail's text with its links clickable (they are the site's own, built when the mail was queued). */
function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
