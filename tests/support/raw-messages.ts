/**
 * Stands in for icu-minify's compiler in the tests (vitest.config.mts): the site's bundles format
 * compiled messages (next-intl's `precompile`), so the server compiles what it reads from disk
 * (lib/i18n/catalogue.ts); tests format with use-intl's ICU formatter, which reads the strings as they are.
 */
export default function compile(message: string): string {
  return message;
}
