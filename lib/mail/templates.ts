import { createTranslator } from 'use-intl/core';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { fullStopOnce } from '@/lib/i18n/full-stop';
import { loadMessages } from '@/lib/i18n/catalogue';
import { countValues } from '@/lib/format/number';

type MailMessages = typeof import('@/messages/en/mail.json');

const link = z.url({ protocol: /^https?$/ });

/** A meeting as a mail names it: `when` is already written in the recipient's language and time zone. */
const meetingMail = z.object({ name: z.string(), when: z.string(), durationMinutes: z.number().int(), link });

/** A mail's unsubscribe links: the page that asks first, and the RFC 8058 one-click POST address. */
export const unsubscribeLinksSchema = z.object({ page: link, oneClick: link });
export type UnsubscribeLinks = z.infer<typeof unsubscribeLinksSchema>;

/**
 * What each template needs; links are absolute, built where the request's site is known. A template whose
 * payload has `unsubscribe` is not strictly transactional: it carries the link in its footer and the
 * List-Unsubscribe headers. Transactional mails (links the buyer asked for or needs to use the account)
 * carry none.
 */
export const MAIL_PAYLOADS = {
  welcome: z.object({ name: z.string(), link, verifyLink: link, unsubscribe: unsubscribeLinksSchema }),
  resetPassword: z.object({ name: z.string(), link }),
  fastRegister: z.object({ name: z.string(), passwordLink: link, verifyLink: link }),
  verifyEmail: z.object({ name: z.string(), link }),
  // transactional: each answers something the recipient did or must act on (a request, an answer)
  meetingRequested: meetingMail.extend({
    buyer: z.string().nullable(),
    topic: z.string(),
    exhibition: z.string().nullable(),
  }),
  meetingAccepted: meetingMail.extend({ supplier: z.string() }),
  meetingDeclined: meetingMail.extend({ supplier: z.string() }),
  // transactional: the delivery of a buyer's message to the supplier it was written to (no buyer text in it)
  enquiryReceived: z.object({ name: z.string(), product: z.string().nullable(), count: z.number().int().min(1), link }),
  // to the operator's inbox: a customer-service message as it was sent
  supportMessage: z.object({
    name: z.string(),
    reference: z.string(),
    topic: z.string(),
    sender: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    subjectReference: z.string().nullable(),
    message: z.string(),
    site: z.string(),
    language: z.string(),
  }),
  // transactional: the sender's confirmation, with no text of theirs in it (the form cannot relay spam)
  supportReceived: z.object({ name: z.string(), reference: z.string(), topic: z.string() }),
  // transactional: a buyer's traffic-light report acknowledged (its market and category, none of its text)
  trafficReportReceived: z.object({
    name: z.string(),
    reference: z.string(),
    market: z.string(),
    category: z.string(),
  }),
  // transactional: a sample or trial order request to the supplier's people (no text of the buyer's in it)
  orderReceived: z.object({
    name: z.string(),
    reference: z.string(),
    product: z.string(),
    buyer: z.string().nullable(),
    kind: z.string(),
    quantity: z.string(),
    place: z.string(),
    link,
  }),
  // transactional: the buyer's copy of the request
  orderSent: z.object({
    name: z.string(),
    reference: z.string(),
    product: z.string(),
    supplier: z.string(),
    kind: z.string(),
    quantity: z.string(),
  }),
} as const;

export type MailTemplate = keyof typeof MAIL_PAYLOADS;
export type MailPayloads = { [K in MailTemplate]: z.infer<(typeof MAIL_PAYLOADS)[K]> };
export type RenderedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

export function isMailTemplate(name: string): name is MailTemplate {
  return Object.hasOwn(MAIL_PAYLOADS, name);
}

type Translate = ReturnType<typeof createTranslator<{ mail: MailMessages }, 'mail'>>;
type Action = { label: string; link: string };
type Parts = { subject: string; lines: string[]; actions: Action[]; after: string[] };

const PARTS: { [K in MailTemplate]: (payload: MailPayloads[K], t: Translate) => Parts } = {
  welcome: (p, t) => ({
    subject: t('welcomeSubject'),
    lines: [t('welcomeBody'), t('welcomeVerify')],
    actions: [
      { label: t('verifyAction'), link: p.verifyLink },
      { label: t('welcomeAction'), link: p.link },
    ],
    after: [],
  }),
  resetPassword: (p, t) => ({
    subject: t('resetSubject'),
    lines: [t('resetBody')],
    actions: [{ label: t('resetAction'), link: p.link }],
    after: [t('resetIgnore')],
  }),
  fastRegister: (p, t) => ({
    subject: t('fastRegisterSubject'),
    lines: [t('fastRegisterBody')],
    actions: [
      { label: t('verifyAction'), link: p.verifyLink },
      { label: t('fastRegisterPasswordAction'), link: p.passwordLink },
    ],
    after: [t('fastRegisterIgnore')],
  }),
  verifyEmail: (p, t) => ({
    subject: t('verifySubject'),
    lines: [t('verifyBody')],
    actions: [{ label: t('verifyAction'), link: p.link }],
    after: [t('verifyIgnore')],
  }),
  meetingRequested: (p, t) => {
    const buyer = p.buyer ?? t('meetingSomeBuyer');
    return {
      subject: t('meetingRequestedSubject', { buyer }),
      lines: [
        t('meetingRequestedBody', { buyer, when: p.when, ...countValues({ duration: p.durationMinutes }) }),
        ...(p.exhibition ? [t('meetingAtExhibition', { exhibition: p.exhibition })] : []),
        t('meetingTopic', { topic: p.topic }),
      ],
      actions: [{ label: t('meetingRequestedAction'), link: p.link }],
      after: [],
    };
  },
  meetingAccepted: (p, t) => ({
    subject: t('meetingAcceptedSubject', { supplier: p.supplier }),
    lines: [
      t('meetingAcceptedBody', { supplier: p.supplier, when: p.when, ...countValues({ duration: p.durationMinutes }) }),
      t('meetingAcceptedNext'),
    ],
    actions: [{ label: t('meetingAcceptedAction'), link: p.link }],
    after: [],
  }),
  meetingDeclined: (p, t) => ({
    subject: t('meetingDeclinedSubject', { supplier: p.supplier }),
    lines: [t('meetingDeclinedBody', { supplier: p.supplier, when: p.when })],
    actions: [{ label: t('meetingDeclinedAction'), link: p.link }],
    after: [],
  }),
  enquiryReceived: (p, t) => ({
    subject: p.product
      ? t('enquirySubjectProduct', { product: p.product })
      : t('enquirySubject', countValues({ count: p.count })),
    lines: [
      p.product ? t('enquiryBodyProduct', { product: p.product }) : t('enquiryBody', countValues({ count: p.count })),
    ],
    actions: [{ label: t('enquiryAction', { count: p.count }), link: p.link }],
    after: [t('enquiryAfter')],
  }),
  supportMessage: (p, t) => ({
    subject: t('supportMessageSubject', { topic: p.topic, reference: p.reference }),
    lines: [
      t('supportMessageFrom', { name: p.sender, email: p.email }),
      ...(p.company ? [t('supportMessageCompany', { company: p.company })] : []),
      ...(p.subjectReference ? [t('supportMessageReference', { reference: p.subjectReference })] : []),
      t('supportMessageSite', { site: p.site, language: p.language }),
      p.message,
    ],
    actions: [],
    after: [],
  }),
  supportReceived: (p, t) => ({
    subject: t('supportReceivedSubject', { reference: p.reference }),
    lines: [t('supportReceivedBody', { topic: p.topic, reference: p.reference })],
    actions: [],
    after: [t('supportReceivedIgnore')],
  }),
  trafficReportReceived: (p, t) => ({
    subject: t('trafficReportSubject', { reference: p.reference }),
    lines: [t('trafficReportBody', { market: p.market, category: p.category, reference: p.reference })],
    actions: [],
    after: [t('trafficReportIgnore')],
  }),
  orderReceived: (p, t) => ({
    subject: t('orderReceivedSubject', { product: p.product, reference: p.reference }),
    lines: [
      t('orderReceivedBody', {
        buyer: p.buyer ?? t('meetingSomeBuyer'),
        kind: p.kind,
        product: p.product,
        quantity: p.quantity,
        place: p.place,
      }),
    ],
    actions: [{ label: t('orderReceivedAction'), link: p.link }],
    after: [t('orderReceivedAfter')],
  }),
  orderSent: (p, t) => ({
    subject: t('orderSentSubject', { product: p.product, reference: p.reference }),
    lines: [
      t('orderSentBody', { kind: p.kind, product: p.product, quantity: p.quantity, supplier: p.supplier }),
    ],
    actions: [],
    after: [],
  }),
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A translated e-mail, as plain text and as simple HTML with every value escaped. The payload is checked
 * against its template (it comes back from the outbox's JSON); a mail that is not strictly transactional
 * gets the unsubscribe footer and the RFC 8058 headers.
 */
export async function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale,
  payload: unknown,
): Promise<RenderedMail> {
  const checked = MAIL_PAYLOADS[template].parse(payload) as MailPayloads[T];
  const mail = (await loadMessages(locale)).mail as MailMessages;
  const t: Translate = createTranslator({ locale, messages: { mail }, namespace: 'mail' });
  const made = (PARTS[template] as (payload: MailPayloads[T], t: Translate) => Parts)(checked, t);
  // a name or date of the payload that ends in its own full stop closes the sentence once
  const values = Object.values(checked).filter((value): value is string => typeof value === 'string');
  const once = (text: string) => fullStopOnce(text, ...values);
  const parts: Parts = {
    ...made,
    subject: once(made.subject),
    lines: made.lines.map(once),
    after: made.after.map(once),
  };
  const unsubscribe = 'unsubscribe' in checked ? (checked.unsubscribe as UnsubscribeLinks) : undefined;
  const greeting = t('greeting', { name: checked.name });
  const footer = unsubscribe
    ? { note: t('unsubscribeFooter'), label: t('unsubscribeAction'), link: unsubscribe.page }
    : undefined;
  const text = [
    greeting,
    '',
    ...parts.lines.flatMap((line) => [line, '']),
    ...parts.actions.map((action) => `${action.label}: ${action.link}`),
    '',
    ...parts.after.flatMap((line) => [line, '']),
    t('signature'),
    ...(footer ? ['', '-- ', footer.note, `${footer.label}: ${footer.link}`] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...parts.actions.map((action) => `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`),
    ...parts.after.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(t('signature'))}</p>`,
    ...(footer
      ? [
          `<hr>`,
          `<p style="font-size:12px;color:#555">${escapeHtml(footer.note)} <a href="${escapeHtml(footer.link)}">${escapeHtml(footer.label)}</a></p>`,
        ]
      : []),
  ].join('\n');
  // RFC 8058: the one-click address is POSTed to by the mail client; RFC 2369 clients open it
  const headers: Record<string, string> = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject: parts.subject, text, html, headers };
}
