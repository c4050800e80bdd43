import 'server-only';
import MailChecker from 'mailchecker';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { EMAIL_PATTERN } from './rules';

/**
 * Free mailbox providers: an address there is valid but not a company's (spec §5 result 1, the
 * "use your enterprise e-mail" warning). The largest providers by region; anything else counts as a
 * company domain. Throwaway domains (result 3) come from mailchecker's maintained list.
 */
const FREE_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.jp',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'web.de',
  't-online.de',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'bk.ru',
  'list.ru',
  'inbox.ru',
  'rambler.ru',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  '139.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'libero.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'seznam.cz',
  'rediffmail.com',
  'zoho.com',
  'yahoo.com.tw',
  'hinet.net',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'softbank.ne.jp',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'hotmail.es',
  'yahoo.es',
]);

export type PublicEmailResult = { isVerify: boolean; result: 1 | 2 | 3 };

/** spec §7 getPublicEmailVerify: 1 a free mailbox (warning), 2 a company address, 3 a throwaway (error). */
export function checkPublicEmail(email: string): PublicEmailResult {
  const address = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(address)) return { isVerify: false, result: 3 };
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (!MailChecker.isValid(address)) return { isVerify: true, result: 3 };
  return { isVerify: true, result: FREE_PROVIDERS.has(domain) ? 1 : 2 };
}

export type PhoneCheck = { valid: boolean; e164: string | null; country: string | null; whatsappLink: string | null };

/** spec §7 getMobileVerify / getWhatsappVerify: a number that can exist (libphonenumber's metadata, offline). */
export function checkPhone(mobile: string, dialingCode?: string | null, country?: string | null): PhoneCheck {
  const digits = mobile.replace(/[\s().-]/g, '');
  const text = digits.startsWith('+')
    ? digits
    : dialingCode
      ? `+${dialingCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`
      : digits;
  const parsed = parsePhoneNumberFromString(text, (country?.toUpperCase() as CountryCode | undefined) ?? undefined);
  if (!parsed?.isValid()) return { valid: false, e164: null, country: null, whatsappLink: null };
  return {
    valid: true,
    e164: parsed.number,
    country: parsed.country ?? null,
    whatsappLink: `https://wa.me/${parsed.number.slice(1)}`,
  };
}
