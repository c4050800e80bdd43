/**
 * A name's initials: the first letter or digit of its first two words ("Anadolu Tekstil San. ve Tic.
 * A.Ş." → "AT", "Demo Buyer" → "DB"), or of its one word ("Haier" → "H").
 */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase('en');
}

/** The initials of a signed-in person: of their nickname, else the first letter of their e-mail address. */
export function personInitials(nickname: string | null, email: string): string {
  return (nickname && initialsOf(nickname)) || initialsOf(email).slice(0, 1) || '?';
}
