/** Up to two initials from a name ("Ann Marie Lee" -> "AM"); '?' when there is nothing to show. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
