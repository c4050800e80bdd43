'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { loadLazyNamespace, type LazyNamespace } from '@/lib/i18n/lazy-messages';
import type { Locale } from '@/lib/i18n/locales';

type Props = { namespace: LazyNamespace; children: ReactNode };

function WithMessages({ namespace, children }: Props) {
  const locale = useLocale() as Locale;
  const timeZone = useTimeZone();
  const outer = useMessages();
  const loaded = use(loadLazyNamespace(locale, namespace));
  // the page's own keys of the namespace (the shell's few, or a page's whole copy) and the loaded file
  const messages = useMemo(
    () => ({ ...outer, [namespace]: { ...(outer[namespace] as Record<string, unknown> | undefined), ...loaded } }),
    [outer, namespace, loaded],
  );
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Gives a component loaded on demand (the header's sign-in dialog) a page namespace the page does not
 * carry whole (lib/i18n/lazy-messages.ts): its children render once the reader's language's file has
 * arrived, nothing until then. tests/contracts/client-messages.test.ts counts what is below it as provided.
 */
export function LazyMessages({ namespace, children }: Props) {
  return (
    <Suspense fallback={null}>
      <WithMessages namespace={namespace}>{children}</WithMessages>
    </Suspense>
  );
}
