import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { POLICY_SECTIONS, policyBlocks, type PolicySection } from '@/lib/policies/variants';

// The policy pages draw paragraphs and lists from the message bodies (lib/policies/variants.ts
// `policyBlocks`): every language must keep English's shape, or a list item becomes a paragraph, a right
// in a law's list goes missing, or a section reads as one block.
const root = path.resolve(__dirname, '../../messages');
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, locale, 'policies.json'), 'utf8')) as Record<string, unknown>;

function at(messages: Record<string, unknown>, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
  if (typeof value !== 'string') throw new Error(`no ${key}`);
  return value;
}

const shape = (body: string) =>
  policyBlocks(body).map((b) => (b.kind === 'list' ? `list of ${b.items.length}` : 'paragraph'));

const SECTIONS = [...new Set(Object.values(POLICY_SECTIONS).flat())] as PolicySection[];
const english = read('en');

describe('policy messages', () => {
  it('reads English as the pages show it: lists where the policy lists', () => {
    expect(shape(at(english, 'gdpr.rights.body'))).toEqual(['paragraph', 'list of 7', 'paragraph']);
    expect(shape(at(english, 'section.collect.body'))).toEqual(['list of 6']);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    'keeps every section of %s in English’s paragraphs and lists',
    (locale) => {
      const messages = read(locale);
      for (const key of [...SECTIONS.map((s) => `${s}.body`), 'aboutPrinciples']) {
        expect(shape(at(messages, key)), `${locale} ${key}`).toEqual(shape(at(english, key)));
      }
    },
  );
});
