import { consentTranslation } from '@/components/consent/consent-ui';
import { LOCALES } from '@/lib/i18n/locales';

// The consent library's texts (components/consent/consent-ui.ts): from every language's consent.json,
// escaped, since the library sets them as HTML.
describe('consent banner texts', () => {
  it.each(LOCALES)('has every text of the banner and the panel in %s', async (locale) => {
    const messages = ((await import(`../../messages/${locale}/consent.json`)) as { default: Record<string, string> })
      .default;
    const translation = consentTranslation(messages);
    const { consentModal, preferencesModal } = translation;
    for (const value of [
      consentModal.title,
      consentModal.acceptAllBtn,
      consentModal.acceptNecessaryBtn,
      consentModal.showPreferencesBtn,
      preferencesModal.title,
      preferencesModal.savePreferencesBtn,
      ...preferencesModal.sections.flatMap((s) => [s.title, s.description]),
    ]) {
      expect(value?.trim()).toBeTruthy();
    }
    expect(consentModal.description).toContain('{{revisionMessage}}');
    expect(preferencesModal.sections.map((s) => s.linkedCategory)).toEqual([undefined, 'necessary', 'analytics']);
    expect(preferencesModal.sections[2]?.cookieTable?.body).toEqual([
      expect.objectContaining({ name: 'sf_vid', purpose: expect.any(String) }),
    ]);
  });

  it('escapes markup in a text', () => {
    const translation = consentTranslation({ bannerTitle: 'Cookies <img src=x onerror=alert(1)> & "you"' });
    expect(translation.consentModal.title).toBe('Cookies &lt;img src=x onerror=alert(1)&gt; &amp; &quot;you&quot;');
  });
});
