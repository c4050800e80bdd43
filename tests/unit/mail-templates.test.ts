import { MAIL_PAYLOADS, renderMail, type MailPayloads, type MailTemplate } from '@/lib/mail/templates';
import mail from '@/messages/en/mail.json';

const unsubscribe = {
  page: 'https://sourcefair.test/setting/unsubscribe?token=7.all.sig',
  oneClick:
    'https://sourcefair.test/api/main/blade-purchaser/account/unsubscribeOneClick?websiteId=1001&token=7.all.sig',
};
const EXAMPLES: MailPayloads = {
  welcome: {
    name: 'ana@example.com',
    link: 'https://sourcefair.test/',
    verifyLink: 'https://sourcefair.test/verify?code=abc',
    unsubscribe,
  },
  resetPassword: { name: 'Ana', link: 'https://sourcefair.test/resetPassword?code=abc' },
  fastRegister: {
    name: 'ana@example.com',
    passwordLink: 'https://sourcefair.test/initPassword?code=abc',
    verifyLink: 'https://sourcefair.test/verify?code=def',
  },
  verifyEmail: { name: 'Ana', link: 'https://sourcefair.test/verify?code=abc' },
  meetingRequested: {
    name: 'Ana',
    when: 'Tuesday, 1 December 2026, 10:00 CET',
    durationMinutes: 30,
    link: 'https://sourcefair.test/workspace',
    buyer: 'Ben',
    topic: 'LED panels for a hotel project',
    exhibition: null,
  },
  meetingAccepted: {
    name: 'Ben',
    when: 'Tuesday, 1 December 2026, 17:00 GMT+8',
    durationMinutes: 30,
    link: 'https://sourcefair.test/myMeetings',
    supplier: 'Acme Lighting',
  },
  meetingDeclined: {
    name: 'Ben',
    when: 'Tuesday, 1 December 2026, 17:00 GMT+8',
    durationMinutes: 30,
    link: 'https://sourcefair.test/myMeetings',
    supplier: 'Acme Lighting',
  },
  enquiryReceived: {
    name: 'Li Wei',
    product: 'Steel Water Bottle',
    count: 1,
    link: 'https://sourcefair.test/workspace/enquiries/12',
  },
  supportMessage: {
    name: 'Sourcefair Marketplace Ltd.',
    reference: 'CS-7KQ2M9XA',
    topic: 'Report a supplier',
    sender: 'Ana Ruiz',
    email: 'ana@example.com',
    company: 'Ruiz Import SL',
    subjectReference: null,
    message: 'The supplier asked me to pay outside the platform.',
    site: 'Sourcefair',
    language: 'es',
  },
  supportReceived: { name: 'ana@example.com', reference: 'CS-7KQ2M9XA', topic: 'Report a supplier' },
  trafficReportReceived: {
    name: 'ben@example.com',
    reference: 'TL-4HW8QZ2C',
    market: 'China',
    category: 'Late or missing delivery',
  },
  orderReceived: {
    name: 'Li Wei',
    reference: 'SO-9KD3PX7M',
    product: 'Steel Water Bottle',
    buyer: 'Ruiz Import SL',
    kind: 'samples',
    quantity: '5 pieces',
    place: 'Valencia, Spain',
    link: 'https://sourcefair.test/workspace/orders',
  },
  orderSent: {
    name: 'ana@example.com',
    reference: 'SO-9KD3PX7M',
    product: 'Steel Water Bottle',
    supplier: 'Ningbo Steelware Co., Ltd.',
    kind: 'samples',
    quantity: '5 pieces',
  },
};
const TRANSACTIONAL: MailTemplate[] = [
  'resetPassword',
  'fastRegister',
  'verifyEmail',
  'meetingRequested',
  'meetingAccepted',
  'meetingDeclined',
  'enquiryReceived',
  'supportMessage',
  'supportReceived',
  'trafficReportReceived',
  'orderReceived',
  'orderSent',
];

describe('mail templates', () => {
  it.each(TRANSACTIONAL)('renders %s as strictly transactional: no unsubscribe footer or headers', async (name) => {
    const rendered = await renderMail(name, 'en', EXAMPLES[name]);
    expect(rendered.headers).toEqual({});
    expect(rendered.text).not.toContain(mail.unsubscribeAction);
    expect(rendered.html).not.toContain('unsubscribe');
  });

  it('gives the welcome mail the footer link and the RFC 8058 headers', async () => {
    const rendered = await renderMail('welcome', 'en', EXAMPLES.welcome);
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rendered.text).toContain(`${mail.unsubscribeAction}: ${unsubscribe.page}`);
    expect(rendered.text).toContain(`${mail.verifyAction}: https://sourcefair.test/verify?code=abc`);
    expect(rendered.html).toContain('href="https://sourcefair.test/setting/unsubscribe?token=7.all.sig"');
  });

  it('refuses a welcome payload without its unsubscribe links, so none can go out without them', async () => {
    const { unsubscribe: _dropped, ...without } = EXAMPLES.welcome;
    await expect(renderMail('welcome', 'en', without)).rejects.toThrow();
    expect(
      MAIL_PAYLOADS.welcome.safeParse({ ...EXAMPLES.welcome, unsubscribe: { page: 'javascript:alert(1)' } }).success,
    ).toBe(false);
  });

  it('escapes every value in the HTML part and translates the text', async () => {
    const rendered = await renderMail('verifyEmail', 'de', { ...EXAMPLES.verifyEmail, name: '<b>Ana</b> & "Co"' });
    expect(rendered.html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(rendered.html).not.toContain('<b>Ana</b>');
    expect(rendered.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
  });

  it("names the product of a supplier's new enquiry and links to it, or counts a cart's enquiries", async () => {
    const one = await renderMail('enquiryReceived', 'en', EXAMPLES.enquiryReceived);
    expect(one.subject).toBe('New enquiry about Steel Water Bottle');
    expect(one.text).toContain('Read the enquiry: https://sourcefair.test/workspace/enquiries/12');
    const many = await renderMail('enquiryReceived', 'en', {
      ...EXAMPLES.enquiryReceived,
      product: null,
      count: 3,
      link: 'https://sourcefair.test/workspace/enquiries',
    });
    expect(many.subject).toBe('3 new enquiries from a buyer');
    expect(many.text).toContain('A buyer sent your company enquiries about 3 products.');
    expect(many.text).toContain('Read the enquiries: https://sourcefair.test/workspace/enquiries');
    const chinese = await renderMail('enquiryReceived', 'zh', EXAMPLES.enquiryReceived);
    expect(chinese.subject).not.toBe(one.subject);
    expect(chinese.subject).toContain('Steel Water Bottle');
  });

  it("gives the operator the sender's message and the sender a confirmation with none of their text", async () => {
    const operator = await renderMail('supportMessage', 'en', EXAMPLES.supportMessage);
    expect(operator.subject).toBe('Customer service: Report a supplier (CS-7KQ2M9XA)');
    expect(operator.text).toContain('From: Ana Ruiz <ana@example.com>');
    expect(operator.text).toContain('Company: Ruiz Import SL');
    expect(operator.text).toContain('The supplier asked me to pay outside the platform.');
    const confirmation = await renderMail('supportReceived', 'en', EXAMPLES.supportReceived);
    expect(confirmation.subject).toBe('We have your message (CS-7KQ2M9XA)');
    expect(confirmation.text).toContain('Your reference is CS-7KQ2M9XA.');
    expect(confirmation.text).not.toContain('pay outside');
  });
});
