// Every form and dialog is built from the primitives of components/ui (docs/decisions/0155): feature code
// draws no dialog, label or submit button of its own. A planted copy of the old hand-made parts fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const PRIMITIVES = 'components/ui/';
/** The header's search box: a visually hidden label and a compact button, part of the shell's layout. */
const HEADER_SEARCH = 'components/search/search-form.tsx';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file));
}

const files = [...sources('components'), ...sources('app')].filter((file) => !file.startsWith(PRIMITIVES));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Rule = { name: string; pattern: RegExp; allowed?: string };
const RULES: Rule[] = [
  { name: 'a dialog of its own', pattern: /\srole="dialog"|\saria-modal\b|@radix-ui\/react-dialog/ },
  { name: 'a label of its own', pattern: /<label\b/, allowed: HEADER_SEARCH },
  { name: 'a submit button of its own', pattern: /<button\b[^>]*type="submit"/, allowed: HEADER_SEARCH },
];

function offences(file: string, text: string): string[] {
  return RULES.filter((rule) => rule.allowed !== file && rule.pattern.test(text)).map(
    (rule) => `${file}: ${rule.name}`,
  );
}

it('reads the forms and dialogs it checks', () => {
  expect(files.filter((file) => /<form\b/.test(read(file))).length).toBeGreaterThan(15);
  expect(files).toContain('components/auth/account-dialog.tsx');
});

it('finds no hand-made dialog, label or submit button outside components/ui', () => {
  expect(files.flatMap((file) => offences(file, read(file)))).toEqual([]);
});

it('would catch the hand-made parts it replaced', () => {
  const planted = 'components/rfq/planted.tsx';
  expect(offences(planted, '<div role="dialog" aria-modal="true">')).toEqual([`${planted}: a dialog of its own`]);
  expect(offences(planted, '<label htmlFor={id}>E-mail</label>')).toEqual([`${planted}: a label of its own`]);
  expect(offences(planted, '<button type="submit" className={styles.button}>')).toEqual([
    `${planted}: a submit button of its own`,
  ]);
  expect(offences(planted, '<Field label="E-mail">{(c) => <input {...c} />}</Field>')).toEqual([]);
});

it('keeps every form and dialog on the primitives', () => {
  const forms = files.filter((file) => /<form\b/.test(read(file)) && file !== HEADER_SEARCH);
  const bare = forms.filter((file) => !/@\/components\/ui\/(field|button)'/.test(read(file)));
  // a form may take its fields from a part of its own (rfq-request-fields.tsx), which uses Field
  const parts = bare.filter((file) => !/from '\.\/[\w-]+'/.test(read(file)));
  expect(parts).toEqual([]);
});
