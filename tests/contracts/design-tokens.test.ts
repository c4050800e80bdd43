// Colours come from the design tokens of components/ui/base.css only: no module stylesheet writes a colour
// of its own, and every token a stylesheet names is defined there (an undefined one silently falls back).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const TOKENS = 'components/ui/base.css';

function stylesheets(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));
}

const sheets = [...stylesheets('components'), ...stylesheets('app')];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

it('finds the stylesheets it checks', () => {
  expect(sheets).toContain(TOKENS);
  expect(sheets.filter((file) => file.endsWith('.module.css')).length).toBeGreaterThan(20);
});

it('has no colour literal in a module stylesheet', () => {
  const literals = sheets
    .filter((file) => file !== TOKENS)
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
  expect(literals).toEqual([]);
});

it('names only tokens that base.css defines', () => {
  const defined = new Set([...read(TOKENS).matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map((m) => m[1]));
  const undefinedTokens = sheets.flatMap((file) =>
    [...read(file).matchAll(/var\((--[a-z0-9-]+)/g)]
      .map((m) => m[1])
      .filter((name) => !defined.has(name) && !new RegExp(`${name}\\s*:`).test(read(file)))
      .map((name) => `${file}: ${name}`),
  );
  expect(undefinedTokens).toEqual([]);
});
