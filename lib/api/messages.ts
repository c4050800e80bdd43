import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { withCountTexts } from '@/lib/format/number';
import { loadMessages } from '@/lib/i18n/catalogue';
import type { Outcome } from './gateways';

export type ApiMessages = typeof import('@/messages/en/api.json');
export type ApiMessageKey = keyof ApiMessages;
/** A specific message instead of the outcome's general one (e.g. a locked sign-in with its wait). */
export type MessageOverride = { key: ApiMessageKey; values?: Record<string, string | number> };

/** The translated `msg` of an outcome (messages/{locale}/api.json), or of the given message. */
export async function outcomeMessage(locale: Locale, outcome: Outcome, override?: MessageOverride): Promise<string> {
  const api = (await loadMessages(locale)).api as ApiMessages;
  const t = createTranslator({ locale, messages: { api }, namespace: 'api' });
  // a message's counts are written as spec §9 writes numbers (`{minutesText}`), not in the reader's digits
  return override ? t(override.key, override.values && withCountTexts(override.values)) : t(outcome);
}
