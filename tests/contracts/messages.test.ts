import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@/lib/i18n/locales';
import { NAMESPACES } from '@/lib/i18n/messages';

const root = path.resolve(__dirname, '../../messages');
type Flat = Record<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (inner && typeof inner === 'object') flatten(inner, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = String(inner);
  }
  return out;
}

function load(locale: string): Flat {
  const out: Flat = {};
  for (const ns of NAMESPACES) {
    flatten(JSON.parse(readFileSync(path.join(root, locale, `${ns}.json`), 'utf8')), `${ns}.`, out);
  }
  return out;
}

/** Argument names, and whether every plural and select has an `other` branch. */
function inspect(elements: MessageFormatElement[], args = new Set<string>()): { args: Set<string>; complete: boolean } {
  let complete = true;
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      args.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      args.add(el.value);
      if (!('other' in el.options)) complete = false;
      for (const option of Object.values(el.options)) {
        if (!inspect(option.value, args).complete) complete = false;
      }
    }
  }
  return { args, complete };
}

/**
 * The keys of the elements ICU writes in the reader's own digits and separators: `#` in a plural and
 * `{n, number}` ("۳ روز" in Persian, "1.234" in German) where spec §9 writes "3" and "1,234".
 */
function ownDigitElements(elements: MessageFormatElement[]): number {
  let found = 0;
  for (const el of elements) {
    if (el.type === TYPE.pound || el.type === TYPE.number) found += 1;
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) found += ownDigitElements(option.value);
    }
  }
  return found;
}

const english = load('en');

describe('message catalogues', () => {
  it('has a folder for each of the 19 languages and nothing else', () => {
    const folders = readdirSync(root)
      .filter((f) => !f.startsWith('.'))
      .sort();
    expect(folders).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)(
    'writes every count in %s as spec §9 writes numbers (countValues), not in its own digits',
    (locale) => {
      const messages = load(locale);
      const own = Object.entries(messages)
        .filter(([, text]) => ownDigitElements(parse(text)) > 0)
        .map(([key]) => key);
      expect(own).toEqual([]);
    },
  );

  it.each(LOCALES)('writes the numbers of its own text in %s with 0-9, as its counts and prices are', (locale) => {
    // Arabic-Indic, Persian, Thai, Burmese and Khmer digits: '4.5 از ۵' mixed two ways of writing numbers
    const nativeDigits = /[\u0660-\u0669\u06F0-\u06F9\u0E50-\u0E59\u1040-\u1049\u17E0-\u17E9]/;
    const native = Object.entries(load(locale))
      .filter(([, text]) => nativeDigits.test(text))
      .map(([key]) => key);
    expect(native).toEqual([]);
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const messages = load(locale);

    it('has exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps every placeholder of the English message and an `other` in every plural', () => {
      for (const [key, source] of Object.entries(english)) {
        const target = messages[key];
        expect(target, key).toBeDefined();
        const want = inspect(parse(source));
        const got = inspect(parse(target as string));
        // a language without plural forms (Korean, Thai …) writes the count's text and needs no choice on it
        const needed = [...want.args].filter(
          (arg) => !(want.args.has(`${arg}Text`) && got.args.has(`${arg}Text`) && !got.args.has(arg)),
        );
        expect([...got.args].sort(), key).toEqual(needed.sort());
        expect(got.complete, `${key}: a plural lacks 'other'`).toBe(true);
      }
    });

    it('is translated, not copied from English', () => {
      const copied = Object.entries(english)
        .filter(([, text]) => text.length > 12 && /[a-z]{4}/i.test(text))
        .filter(([key, text]) => messages[key] === text)
        .map(([key]) => key);
      expect(copied).toEqual([]);
    });
  });
});
