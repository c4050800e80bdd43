import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

type MailMessages = typeof import('@/messages/en/mail.json');

/** What each template needs; links are absolute, built where the request's site is known. */
export type MailPayloads = {
  welcome: { name: string; link: string };
  resetPassword: { name: string; link: string };
};
export type MailTemplate = keyof MailPayloads;
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A translated e-mail, as plain text and as simple HTML with every value escaped. */
export async function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale,
  payload: MailPayloads[T],
): Promise<RenderedMail> {
  const mail = (await loadMessages(locale)).mail as MailMessages;
  const t = createTranslator({ locale, messages: { mail }, namespace: 'mail' });
  const parts: { subject: string; lines: string[]; action: string; after: string[] } =
    template === 'welcome'
      ? { subject: t('welcomeSubject'), lines: [t('welcomeBody')], action: t('welcomeAction'), after: [] }
      : { subject: t('resetSubject'), lines: [t('resetBody')], action: t('resetAction'), after: [t('resetIgnore')] };
  const greeting = t('greeting', { name: payload.name });
  const { after } = parts;
  const text = [
    greeting,
    '',
    ...parts.lines,
    '',
    `${parts.action}: ${payload.link}`,
    '',
    ...after,
    '',
    t('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(payload.link)}">${escapeHtml(parts.action)}</a></p>`,
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { subject: parts.subject, text, html };
}
