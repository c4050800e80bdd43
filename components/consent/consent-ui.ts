import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import {
  allowsAnalytics,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_REVISION,
  type ConsentCookie,
} from '@/lib/consent/cookie';
import { setAnalyticsConsent } from '@/lib/consent/gate';
import type { ConsentEvent } from '@/lib/consent/schemas';
import { directionOf, LOCALES } from '@/lib/i18n/locales';
import { forgetAnalyticsValues, VISITOR_COOKIE } from '@/lib/gateway/session-values';
import { recordConsent } from './record';

// vanilla-cookieconsent v3 (the design card's package; docs/decisions/0158-cookie-consent.md): loaded only
// for a visitor in Germany or Poland who has not chosen yet, or when someone opens the preferences from
// the footer. Its texts are messages/{locale}/consent.json, one small script per language.

type ConsentMessages = Record<string, string>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The library's texts in one language: it sets them with innerHTML, so each is escaped first. */
export function consentTranslation(messages: ConsentMessages): CookieConsent.Translation {
  const t = (key: string) => escapeHtml(messages[key] ?? '');
  const table = (rows: [string, string, string][]): CookieConsent.CookieTable => ({
    headers: { name: t('cookieColumn'), purpose: t('purposeColumn'), duration: t('durationColumn') },
    body: rows.map(([name, purpose, duration]) => ({ name, purpose: t(purpose), duration: t(duration) })),
  });
  return {
    consentModal: {
      label: t('bannerLabel'),
      title: t('bannerTitle'),
      // the library puts the revision message in place of the marker when the revision changed
      description: `${t('bannerDescription')} {{revisionMessage}}`,
      revisionMessage: t('revisionMessage'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('rejectAll'),
      showPreferencesBtn: t('managePreferences'),
      closeIconLabel: t('close'),
    },
    preferencesModal: {
      title: t('preferencesTitle'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('rejectAll'),
      savePreferencesBtn: t('savePreferences'),
      closeIconLabel: t('close'),
      sections: [
        { title: t('introTitle'), description: t('introDescription') },
        {
          title: t('necessaryTitle'),
          description: t('necessaryDescription'),
          linkedCategory: 'necessary',
          cookieTable: table([
            ['sf_session', 'sessionPurpose', 'sessionDuration'],
            ['lang', 'languagePurpose', 'languageDuration'],
            ['device', 'devicePurpose', 'deviceDuration'],
            [CONSENT_COOKIE, 'choicePurpose', 'choiceDuration'],
          ]),
        },
        {
          title: t('analyticsTitle'),
          description: t('analyticsDescription'),
          linkedCategory: 'analytics',
          cookieTable: table([[VISITOR_COOKIE, 'visitorPurpose', 'visitorDuration']]),
        },
      ],
    },
  };
}

const loadMessages = (locale: string) =>
  import(`../../messages/${locale}/consent.json`).then((m: { default: ConsentMessages }) =>
    consentTranslation(m.default),
  );

function decided(event: ConsentEvent | null, cookie: CookieConsent.CookieValue): void {
  const value = cookie as ConsentCookie;
  const granted = allowsAnalytics(value);
  setAnalyticsConsent(granted);
  // spec §4: a reject leaves nothing of analytics behind (the library erases the visitor cookie)
  if (!granted) forgetAnalyticsValues();
  if (event) recordConsent(event, value);
}

let running: Promise<void> | null = null;

/** Starts the library once a page; `autoShow` shows the banner when no valid consent is stored. */
function start(autoShow: boolean): Promise<void> {
  running ??= CookieConsent.run({
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    autoShow,
    // the site decides who is asked (the country check); the library's own bot guard would also hide the
    // banner from an automated browser a tester drives
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    // spec §9: bar, inline, bottom centre
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom center', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: VISITOR_COOKIE }] } },
    },
    language: {
      // spec §9: zh when a language has no text (every one of the 19 has)
      default: 'zh',
      autoDetect: 'document',
      rtl: LOCALES.filter((locale) => directionOf(locale) === 'rtl'),
      translations: Object.fromEntries(LOCALES.map((locale) => [locale, () => loadMessages(locale)])),
    },
    onFirstConsent: ({ cookie }) => decided('firstConsent', cookie),
    onConsent: ({ cookie }) => decided(null, cookie),
    onChange: ({ cookie }) => decided('change', cookie),
  });
  return running;
}

/** The banner, for a visitor in Germany or Poland without a valid choice (spec §1, §9). */
export async function openBanner(): Promise<void> {
  await start(true);
}

/** The preferences panel, from the footer link on any page. */
export async function openPreferences(): Promise<void> {
  await start(false);
  CookieConsent.showPreferences();
}
