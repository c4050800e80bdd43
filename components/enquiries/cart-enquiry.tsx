'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { ProductImage } from '@/components/catalogue/product-image';
import { useSite } from '@/components/shell/site-context';
import { WithModelCodes } from '@/components/ui/model-codes';
import type { CartProduct } from '@/lib/cart/schema';
import { storeSignedIn } from '@/lib/auth/client-session';
import { useCart } from '@/lib/cart/client';
import { parseStoredIds } from '@/lib/cart/rules';
import { batchSuccessPath } from '@/lib/enquiries/paths';
import { ENQUIRY_LIMITS, enquirerEmailSchema, enquiryMessageSchema, quantityFieldSchema } from '@/lib/enquiries/rules';
import { formatNumber, countValues } from '@/lib/format/number';
import { gateway } from '@/lib/gateway/endpoints';
import { getCartProductIds, setCartProductIds } from '@/lib/gateway/session-values';
import { buildProductPath } from '@/lib/links/build';
import { useHref } from '@/components/app/routes';
import { sitePath } from '@/lib/sites/resolve';
import { FormControls } from '@/components/ui/form-controls';
import { useCaptcha } from '@/components/ui/use-captcha';
import { fieldErrorText, SendButton, SendProblem, useEnquirySender } from './form-parts';
import styles from './enquiry.module.css';

function schemaFor(askEmail: boolean) {
  return z.object({
    message: enquiryMessageSchema,
    quantities: z.record(z.string(), quantityFieldSchema({ optional: false })),
    email: z.string().superRefine((value, ctx) => {
      if (!askEmail) return;
      const parsed = enquirerEmailSchema.safeParse(value);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'email' });
    }),
  });
}
type Values = z.input<ReturnType<typeof schemaFor>>;

type Props = {
  /** A signed-in buyer's cart products, read with the page; a visitor's are asked for here. */
  initialItems: CartProduct[];
  buyerEmail: string | null;
};

/**
 * /enquiry/cart (not in the spec: the cart's "Send enquiry to all"): the cart's products, each with its
 * quantity in its own unit, one message, sent with submitInquiryList. The products sent leave the cart.
 */
export function CartEnquiry({ initialItems, buyerEmail }: Props) {
  const t = useTranslations('enquiry');
  const locale = useLocale();
  const site = useSite();
  const link = useHref();
  const { requireBuyer } = useLoginGate();
  const mode = useCart((state) => state.mode);
  const ids = useCart((state) => state.ids);
  const [known, setKnown] = useState(() => new Map(initialItems.map((item) => [item.id, item])));
  const missing = useMemo(() => ids.filter((id) => !known.has(id)).sort((a, b) => a - b), [ids, known]);
  const products = useQuery({
    queryKey: ['enquiryCartProducts', locale, missing.join(',')],
    queryFn: async ({ signal }) => {
      const { items } = await gateway.productInfoList({ goodIds: missing }, { signal, toast: false });
      setKnown((previous) => new Map([...previous, ...items.map((item) => [item.id, item] as const)]));
      return items.length;
    },
    enabled: mode !== 'unknown' && missing.length > 0,
    meta: { toast: false },
  });
  const rows = [...ids].reverse().flatMap((id) => known.get(id) ?? []);

  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const email = signedInAs ?? buyerEmail;
  const askEmail = email === null;
  // signed in from this form: the same enquiry is sent once the form knows it (the next render)
  const resume = useRef(false);
  const schema = useMemo(() => schemaFor(askEmail), [askEmail]);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { message: t('templateList'), quantities: {}, email: '' },
  });
  const { busy, failure, send, keyFor } = useEnquirySender();
  const captcha = useCaptcha(askEmail);
  const errors = formState.errors;

  const onValid = (values: Values) =>
    send(async () => {
      const items = rows.map((p) => ({ productId: p.id, quantity: values.quantities[String(p.id)] ?? String(p.moq) }));
      const data = { items, message: values.message, ...(askEmail && { email: values.email }) };
      const sent = await captcha.send((solved) =>
        gateway.submitInquiryList(data, { toast: false, idempotencyKey: keyFor(data), captcha: solved }),
      );
      // the server emptied a signed-in cart; the browser's own list forgets what was sent
      const sentIds = new Set(items.map((i) => i.productId));
      setCartProductIds(parseStoredIds(getCartProductIds()).filter((id) => !sentIds.has(id)));
      if (sent.tradeChinaToken) await storeSignedIn(sent.tradeChinaToken).catch(() => undefined);
      window.location.assign(sitePath(site, batchSuccessPath(sent.batchId)));
    });
  useEffect(() => {
    if (!resume.current || askEmail) return;
    resume.current = false;
    void handleSubmit(onValid)();
  });
  const signIn = () =>
    requireBuyer((user) => {
      resume.current = true;
      setSignedInAs(user.email);
    });

  const device = site.device === 'mobile' ? styles.mobile : '';
  if (mode === 'unknown') {
    return <div className={styles.skeleton} role="status" aria-label={t('loadingProducts')} />;
  }
  if (ids.length === 0) {
    return (
      <div className={`${styles.card} ${styles.form}`}>
        <p>{t('cartEmpty')}</p>
        <a className={styles.button} href={link('categories', {}, { site })}>
          {t('browseCategories')}
        </a>
      </div>
    );
  }
  const waiting = missing.length > 0 && !products.isError;
  return (
    <form className={`${styles.form} ${device}`} onSubmit={handleSubmit(onValid)} onFocus={captcha.prepare} noValidate>
      <FormControls>
        <p>{t('cartIntro')}</p>
        <section aria-labelledby="cart-products-title">
          <h2 id="cart-products-title" className={styles.summaryName}>
            {t('cartProducts', countValues({ count: ids.length }))}
          </h2>
          {products.isError && (
            <div className={styles.problem} role="alert">
              <p>{t('loadFailed')}</p>
              <button type="button" className={styles.secondaryButton} onClick={() => void products.refetch()}>
                {t('retry')}
              </button>
            </div>
          )}
          <ul className={styles.items} aria-busy={waiting}>
            {rows.map((product) => (
              <CartItem
                key={product.id}
                product={product}
                register={register}
                error={fieldErrorText(t, 'quantity', errors.quantities?.[String(product.id)])}
              />
            ))}
            {waiting &&
              missing.map((id) => (
                <li key={`waiting-${id}`} className={`${styles.item} ${styles.itemSkeleton}`} aria-hidden="true" />
              ))}
          </ul>
        </section>
        <div className={`${styles.card} ${styles.form}`}>
          <Field
            label={t('messageLabel')}
            hint={t('messageHint', { min: ENQUIRY_LIMITS.messageMin, max: ENQUIRY_LIMITS.messageMax })}
            error={fieldErrorText(t, 'message', errors.message)}
          >
            {(control) => <textarea className={styles.messageBox} dir="auto" {...control} {...register('message')} />}
          </Field>
          {email === null ? (
            <Field label={t('emailLabel')} hint={t('emailHint')} error={fieldErrorText(t, 'email', errors.email)}>
              {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
            </Field>
          ) : (
            <p className={styles.hint}>{t('sendingAs', { email })}</p>
          )}
          <p className={styles.hint}>{t('privacyNote')}</p>
          <SendProblem failure={failure} onSignIn={signIn} />
          {!waiting && <SendButton busy={busy} />}
        </div>
      </FormControls>
    </form>
  );
}

function CartItem(props: { product: CartProduct; register: UseFormRegister<Values>; error: string | undefined }) {
  const { product, register, error } = props;
  const t = useTranslations('enquiry');
  const site = useSite();
  return (
    <li className={styles.item} data-testid="enquiry-cart-item">
      <ProductImage product={product} />
      <div>
        <h3 className={styles.summaryName}>
          <a href={buildProductPath(product, { deployPath: site.deployPath })}>
            <WithModelCodes text={product.name} />
          </a>
        </h3>
        <p className={styles.muted}>{t('supplierOf', { name: product.supplierName })}</p>
        <p className={styles.muted}>{t('minOrder', { moq: formatNumber(product.moq), unit: product.unit })}</p>
      </div>
      <Field
        className={styles.itemField}
        label={t('quantityFor', { product: product.name, unit: product.unit })}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(product.moq)}
            {...register(`quantities.${product.id}`)}
          />
        )}
      </Field>
    </li>
  );
}
