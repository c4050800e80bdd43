'use client';

/** The footer's "Cookie preferences" on every page: opens the consent library's preferences panel. */
export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="site-footer__link"
      onClick={() => {
        void import('./consent-ui').then((ui) => ui.openPreferences()).catch(() => undefined);
      }}
    >
      {label}
    </button>
  );
}
