import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { SilentLoginQuestion } from '@/lib/accounts/silent-login';
import styles from './account.module.css';

/** The address the confirmation posts to: the silent login handler (API routes sit at the root). */
export const SILENT_LOGIN_ANSWER_PATH = '/api/auth/silent';

/** An e-mail address inside a sentence: isolated, so a right-to-left line keeps it whole and in order. */
const isolate = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/**
 * The question of the silent login confirmation page: the account signed in now, the account the link
 * signs in, and a button for each. A plain form (no script needed): the buttons post the choice, with
 * the page to go on to. When no link waits any more, it says so and offers the page.
 */
export function SilentLoginChoice({ question, next }: { question: SilentLoginQuestion; next: string }) {
  const t = useTranslations('accountPages');
  const current = question.currentEmail;
  if (question.kind === 'spent') {
    return (
      <div className={styles.form}>
        <p className={`${styles.notice} ${styles.problem}`} role="alert">
          {t('silentLoginSpent')}
        </p>
        {current ? <p>{t.rich('silentLoginSignedInAs', { email: current, isolate })}</p> : null}
        <p>
          <a href={next}>{t('continueLink')}</a>
        </p>
      </div>
    );
  }
  return (
    <form
      method="post"
      action={SILENT_LOGIN_ANSWER_PATH}
      className={styles.form}
      aria-describedby="silent-login-question"
    >
      <div id="silent-login-question">
        {current ? <p>{t.rich('silentLoginSignedInAs', { email: current, isolate })}</p> : null}
        <p>{t.rich('silentLoginLinkFor', { email: question.pendingEmail, isolate })}</p>
      </div>
      <input type="hidden" name="next" value={next} />
      <div className={styles.choices}>
        <Button type="submit" name="choice" value="switch" className={styles.choice}>
          {t.rich('silentLoginContinueAs', { email: question.pendingEmail, isolate })}
        </Button>
        <Button type="submit" name="choice" value="stay" variant="secondary" className={styles.choice}>
          {current ? t.rich('silentLoginStayAs', { email: current, isolate }) : t('silentLoginNotNow')}
        </Button>
      </div>
    </form>
  );
}
