/** The initials of a name, as an avatar shows them: the first and last words' first letters. */
export function initials(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}
