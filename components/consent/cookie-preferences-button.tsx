'use client';

/** The footer's "Cookie preferences" on every page: opens the consent library's preferences panel. */
export function CookiePreferencesButton({
  label,
  className = 'site-footer__link',
}: {
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void import('./consent-ui').then((ui) => ui.openPreferences()).catch(() => undefined);
      }}
    >
      {label}
    </button>
  );
}
