/** A case-insensitive LIKE pattern for a list's search, or null for no search. */
export function searchPattern(search: string | undefined): string | null {
  if (!search) return null;
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
