/**
 * The comma between the parts of one name, in languages whose script has its own: a place ("Wuxi، الصين",
 * "Wuxi，中国") or a person and their company ("Zhang Wei، Acme Ltd"); ", " in the others. Not
 * Intl.ListFormat: its patterns list things ("A, B and C"), they do not name one.
 */
const COMMAS: Readonly<Record<string, string>> = { ar: '، ', fa: '، ', zh: '，', ja: '、', my: '၊ ' };

/** The parts given, in order, empty ones left out, joined with the language's comma. */
export function joinWithComma(parts: readonly (string | null | undefined)[], locale: string): string {
  return parts.filter(Boolean).join(COMMAS[locale] ?? ', ');
}
