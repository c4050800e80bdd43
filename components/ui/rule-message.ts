/**
 * A rule's message key (the `message` of a zod issue from lib/<domain>/rules.ts) as the sentence its form
 * shows: each form names its own sentences; a key it does not name reads as the fallback.
 */
export function ruleMessage(
  key: string | undefined,
  sentences: Readonly<Record<string, () => string>>,
  fallback: () => string,
): string | undefined {
  if (key === undefined || key === '') return undefined;
  return (Object.hasOwn(sentences, key) ? sentences[key] : undefined)?.() ?? fallback();
}
