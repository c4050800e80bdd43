import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's messages (common.json) of a language, as the page should show them. */
export function commonMessages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.resolve(__dirname, `../../messages/${locale}/common.json`), 'utf8')) as Record<
    string,
    string
  >;
}
