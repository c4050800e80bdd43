import { fullStopOnce } from '@/lib/i18n/full-stop';
import { renderMail } from '@/lib/mail/templates';

describe('a value that ends in its own full stop', () => {
  it('closes the sentence once where a message puts a full stop after it', () => {
    expect(
      fullStopOnce('You are signed in for Anadolu Tekstil San. ve Tic. A.Ş..', 'Anadolu Tekstil San. ve Tic. A.Ş.'),
    ).toBe('You are signed in for Anadolu Tekstil San. ve Tic. A.Ş.');
    expect(fullStopOnce('Your enquiry about Lamp Co.. was sent to Acme Co., Ltd..', 'Lamp Co.', 'Acme Co., Ltd.')).toBe(
      'Your enquiry about Lamp Co. was sent to Acme Co., Ltd.',
    );
    // Korean's medium date ends in a full stop of its own
    expect(fullStopOnce('Busan, 2026. 12. 1. ~ 2026. 12. 3.. 요청은', '2026. 12. 3.')).toBe(
      'Busan, 2026. 12. 1. ~ 2026. 12. 3. 요청은',
    );
  });

  it('leaves every other text as it is', () => {
    expect(fullStopOnce('You are signed in for Acme Lighting.', 'Acme Lighting')).toBe(
      'You are signed in for Acme Lighting.',
    );
    expect(fullStopOnce('Acme Co., Ltd.としてサインインしています。', 'Acme Co., Ltd.')).toBe(
      'Acme Co., Ltd.としてサインインしています。',
    );
    expect(fullStopOnce('Wait...', null, undefined, '')).toBe('Wait...');
  });
});

describe('mail with such a value', () => {
  it("does not double the full stop after a supplier's name or a date, in any language that puts one there", async () => {
    const declined = await renderMail('meetingDeclined', 'ru', {
      name: 'Ben',
      when: '1 дек. 2026 г.',
      durationMinutes: 30,
      link: 'https://sourcefair.test/myMeetings',
      supplier: 'Acme Co., Ltd.',
    });
    expect(declined.text).toContain('1 дек. 2026 г.');
    expect(declined.text).not.toContain('г..');
    const received = await renderMail('enquiryReceived', 'en', {
      name: 'Acme Co., Ltd.',
      product: 'LED Panel No.',
      count: 1,
      link: 'https://sourcefair.test/workspace/enquiries/12',
    });
    expect(received.text).toContain('A buyer sent your company an enquiry about LED Panel No.\n');
    expect(received.html).toContain('<p>A buyer sent your company an enquiry about LED Panel No.</p>');
  });
});
