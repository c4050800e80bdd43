'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { useSite } from '@/components/shell/site-context';
import { UploadField } from '@/components/uploads/upload-field';
import { storeSignedIn } from '@/lib/auth/client-session';
import { gateway } from '@/lib/gateway/endpoints';
import { newIdempotencyKey } from '@/lib/gateway/request';
import { RFQ_LIMITS, RFQ_SOURCES, type RfqOrigin } from '@/lib/rfq/rules';
import { useHref } from '@/components/app/routes';
import { FormControls } from '@/components/ui/form-controls';
import { useCaptcha } from '@/components/ui/use-captcha';
import { isBlocked, NO_ISSUES, RfqAccountFields, type AccountIssues } from './rfq-account-fields';
import { EMPTY_RFQ_FORM, rfqFormSchema, toNewRfq, toProfile, toRfqFields, type RfqFormValues } from './rfq-form-schema';
import { RfqRequestFields } from './rfq-request-fields';
import { useRfqPickers } from './use-rfq-pickers';
import styles from './rfq.module.css';

export type AccountState = 'none' | 'buyer' | 'supplier';

type Props = {
  mode: 'post' | 'edit';
  /** The RFQ being edited. */
  rfqId?: number;
  initial?: Partial<RfqFormValues>;
  /** An edited RFQ's attachments, kept unless removed. */
  initialAttachments?: { id: string; name: string | null }[];
  /** Where a new RFQ comes from (spec §3 source code, product, exhibition). */
  origin?: RfqOrigin;
  /** Who is signed in, when the page knows; else the form asks (isCompleted), so cached pages stay session-free. */
  account?: AccountState;
};

/**
 * The RFQ form (spec §2 /rfq and its entry points, /rfq/edit): signed in it posts with addRfq, signed
 * out it registers at once (addRfqAndReg, or addRfqAndPurReg with the company). One idempotency key per
 * content: sending the same request again after a failure can never post it twice.
 */
export function RfqForm({ mode, rfqId, initial, initialAttachments = [], origin, account: known }: Props) {
  const t = useTranslations('rfq');
  const site = useSite();
  const link = useHref();
  const { requireBuyer } = useLoginGate();
  const pickers = useRfqPickers();
  const [account, setAccount] = useState<AccountState | undefined>(known);
  const [issues, setIssues] = useState<AccountIssues>(NO_ISSUES);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [kept, setKept] = useState(initialAttachments);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const attempt = useRef<{ content: string; key: string } | null>(null);
  const { busy, run } = useBusySubmit();
  const registering = mode === 'post' && account === 'none';
  const captcha = useCaptcha(registering);
  // the account fields count only while registering at once (react-hook-form reads the latest resolver)
  const resolver = useMemo(() => zodResolver(rfqFormSchema(registering)) as Resolver<RfqFormValues>, [registering]);
  const form = useForm<RfqFormValues>({ resolver, defaultValues: { ...EMPTY_RFQ_FORM, ...initial } });

  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    gateway
      .isCompleted(undefined, { toast: false })
      .then((answer) => live && setAccount(answer.account))
      .catch(() => live && setAccount('none'));
    return () => {
      live = false;
    };
  }, [known]);

  const signIn = () => requireBuyer(() => setAccount('buyer'));
  const onUploaded = useCallback((ids: string[]) => setUploaded(ids), []);

  /** The same content keeps its key, so a retry after any failure replays rather than posts again. */
  function keyFor(content: unknown): string {
    const text = JSON.stringify(content);
    if (attempt.current?.content !== text) attempt.current = { content: text, key: newIdempotencyKey() };
    return attempt.current.key;
  }

  function leaveFor(link: string) {
    setLeaving(true);
    window.location.assign(link);
  }

  async function send(values: RfqFormValues) {
    const files = [...kept.map((file) => file.id), ...uploaded];
    if (mode === 'edit' && rfqId !== undefined) {
      await gateway.editRfq({ rfqId, ...toRfqFields(values, files) }, { toast: false });
      return leaveFor(link('rfqDetail', {}, { site, query: { rfqId } }));
    }
    const rfq = toNewRfq(values, files, origin ?? { source: RFQ_SOURCES.organic });
    if (!registering) {
      const posted = await gateway.addRfq(rfq, { toast: false, idempotencyKey: keyFor(rfq) });
      return leaveFor(link('rfqSuccess', {}, { site, query: { rfqId: posted.rfqId } }));
    }
    const base = { rfq, email: values.email.trim(), password: values.password };
    const posted = await captcha.send((solved) =>
      values.withCompany
        ? gateway.addRfqAndPurReg(
            { ...base, purchase: toProfile(values) },
            { toast: false, idempotencyKey: keyFor({ ...base, purchase: toProfile(values) }), captcha: solved },
          )
        : gateway.addRfqAndReg(base, { toast: false, idempotencyKey: keyFor(base), captcha: solved }),
    );
    // the session cookie is set already; the stored token and user info follow (spec §4)
    await storeSignedIn(posted.tradeChinaToken).catch(() => undefined);
    leaveFor(link('rfqSuccess', {}, { site, query: { rfqId: posted.rfqId } }));
  }

  const onValid = (values: RfqFormValues) =>
    run(async () => {
      if (registering && isBlocked(issues)) {
        form.setFocus(issues.email ? 'email' : 'mobile');
        return;
      }
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t('failed'));
      }
    });
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid)(event);

  if (account === 'supplier') {
    return (
      <p className={styles.notice} role="status">
        {t('supplierSignedIn')} <a href={link('supplierWorkspace', {}, { site })}>{t('toWorkspace')}</a>
      </p>
    );
  }
  if (pickers.failed) {
    return (
      <div className={`${styles.notice} ${styles.problem}`} role="alert">
        <p>{t('choicesFailed')}</p>
        <Button onClick={pickers.retry}>{t('retry')}</Button>
      </div>
    );
  }
  if (account === undefined || pickers.loading) {
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loadingForm')} />;
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={captcha.prepare}
      noValidate
      aria-label={mode === 'edit' ? t('editTitle') : t('formLabel')}
    >
      <FormControls>
        <RfqRequestFields form={form} pickers={pickers} />
        <fieldset className={styles.section}>
          <legend>{t('attachments')}</legend>
          {kept.length > 0 && (
            <ul className={styles.files}>
              {kept.map((file) => (
                <li key={file.id}>
                  <span>{file.name ?? t('attachmentUnnamed')}</span>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => setKept((files) => files.filter((f) => f.id !== file.id))}
                    aria-label={t('removeAttachment', { name: file.name ?? t('attachmentUnnamed') })}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {kept.length < RFQ_LIMITS.attachmentsMax && (
            <UploadField
              label={t('attachFiles')}
              kind="attachment"
              maxFiles={RFQ_LIMITS.attachmentsMax - kept.length}
              onChange={onUploaded}
            />
          )}
        </fieldset>
        {registering && (
          <RfqAccountFields form={form} pickers={pickers} issues={issues} onIssues={setIssues} onSignIn={signIn} />
        )}
        {failure && (
          <p className={`${styles.notice} ${styles.problem}`} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={busy || leaving}>
            {busy || leaving
              ? t('sending')
              : mode === 'edit'
                ? t('saveChanges')
                : registering
                  ? t('submitAndRegister')
                  : t('submit')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
