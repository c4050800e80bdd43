import { parseAcceptLanguage, negotiateLocale } from '@/lib/i18n/negotiate';
import { directionOf, LOCALES, normaliseLocale } from '@/lib/i18n/locales';

describe('locale negotiation (spec §4)', () => {
  it('offers the 19 languages of spec §3', () => {
    expect(LOCALES).toHaveLength(19);
  });

  it('prefers ?lang= over the cookie and the browser', () => {
    expect(negotiateLocale({ query: 'ja', cookie: 'de', acceptLanguage: 'fr,es' })).toBe('ja');
  });

  it('uses the stored choice when there is no ?lang=', () => {
    expect(negotiateLocale({ cookie: 'tr', acceptLanguage: 'es' })).toBe('tr');
  });

  it('falls back to the first supported browser language, by weight', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr-FR;q=0.9, pt-BR;q=0.8, de;q=0.95' })).toBe('de');
    expect(parseAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,*;q=0.1')).toEqual(['fr-FR', 'fr', 'en']);
  });

  it('falls back to English for unsupported or malformed input', () => {
    expect(negotiateLocale({ query: 'xx', cookie: '../etc', acceptLanguage: 'fr' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });

  it('reads id_id as Indonesian and region tags as their language', () => {
    expect(normaliseLocale('id_id')).toBe('id');
    expect(normaliseLocale('zh-CN')).toBe('zh');
    expect(normaliseLocale('PT-br')).toBe('pt');
  });

  it('writes Arabic and Persian right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('he' as never)).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});
