/**
 * A value that ends in its own full stop ("Anadolu Tekstil San. ve Tic. A.Ş.", Korean's "2026. 12. 31.",
 * Russian's "31 дек. 2026 г.") also ends the sentence when a message puts a full stop straight after it:
 * "You are signed in for … A.Ş.." reads "… A.Ş." as a person would write it. The rule acts on the formatted
 * text, so it holds in every language whose message places the value before a full stop and does nothing
 * where it does not (Japanese and Chinese close with "。", Thai with none). ARCHITECTURE.md "Decisions".
 */
export function fullStopOnce(text: string, ...values: ReadonlyArray<string | null | undefined>): string {
  let out = text;
  for (const value of values) {
    if (value && value.endsWith('.')) out = out.split(`${value}.`).join(value);
  }
  return out;
}
