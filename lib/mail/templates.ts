import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

type MailMessages = typeof import('@/messages/en/mail.json');

/** A meeting as a mail names it: `when` is already written in the recipient's language and time zone. */
type MeetingMail = { name: string; when: string; durationMinutes: number; link: string };

/** What each template needs; links are absolute, built where the request's site is known. */
export type MailPayloads = {
  welcome: { name: string; link: string };
  resetPassword: { name: string; link: string };
  meetingRequested: MeetingMail & { buyer: string | null; topic: string; exhibition: string | null };
  meetingAccepted: MeetingMail & { supplier: string };
  meetingDeclined: MeetingMail & { supplier: string };
};
export type MailTemplate = keyof MailPayloads;
export type RenderedMail = { subject: string; text: string; html: string };

type Translate = ReturnType<typeof createTranslator<{ mail: MailMessages }, 'mail'>>;
type Parts = { subject: string; lines: string[]; action: string; after: string[] };

const PARTS: { [K in MailTemplate]: (payload: MailPayloads[K], t: Translate) => Parts } = {
  welcome: (_p, t) => ({
    subject: t('welcomeSubject'),
    lines: [t('welcomeBody')],
    action: t('welcomeAction'),
    after: [],
  }),
  resetPassword: (_p, t) => ({
    subject: t('resetSubject'),
    lines: [t('resetBody')],
    action: t('resetAction'),
    after: [t('resetIgnore')],
  }),
  meetingRequested: (p, t) => {
    const buyer = p.buyer ?? t('meetingSomeBuyer');
    return {
      subject: t('meetingRequestedSubject', { buyer }),
      lines: [
        t('meetingRequestedBody', { buyer, when: p.when, duration: p.durationMinutes }),
        ...(p.exhibition ? [t('meetingAtExhibition', { exhibition: p.exhibition })] : []),
        t('meetingTopic', { topic: p.topic }),
      ],
      action: t('meetingRequestedAction'),
      after: [],
    };
  },
  meetingAccepted: (p, t) => ({
    subject: t('meetingAcceptedSubject', { supplier: p.supplier }),
    lines: [
      t('meetingAcceptedBody', { supplier: p.supplier, when: p.when, duration: p.durationMinutes }),
      t('meetingAcceptedNext'),
    ],
    action: t('meetingAcceptedAction'),
    after: [],
  }),
  meetingDeclined: (p, t) => ({
    subject: t('meetingDeclinedSubject', { supplier: p.supplier }),
    lines: [t('meetingDeclinedBody', { supplier: p.supplier, when: p.when })],
    action: t('meetingDeclinedAction'),
    after: [],
  }),
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A translated e-mail, as plain text and as simple HTML with every value escaped. */
export async function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale,
  payload: MailPayloads[T],
): Promise<RenderedMail> {
  const mail = (await loadMessages(locale)).mail as MailMessages;
  const t: Translate = createTranslator({ locale, messages: { mail }, namespace: 'mail' });
  const parts = (PARTS[template] as (payload: MailPayloads[T], t: Translate) => Parts)(payload, t);
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
