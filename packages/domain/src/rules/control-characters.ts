/**
 * Control characters no text field may hold: NUL (which PostgreSQL refuses in text, so a stored one
 * failed as a 500) and the other C0 controls and DEL. Tab, line feed and carriage return are text.
 * Also half of a UTF-16 surrogate pair alone: it is no character, UTF-8 cannot hold it, and
 * PostgreSQL refuses its escape in JSON (a contract's sections failed as a 500).
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * The path of the first string (a value or a property name) in `value` that holds a control
 * character, or null when there is none. Walks parsed JSON, form fields, query strings and route
 * parameters; the path is only built when one is found, so a clean body costs no allocation.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [] : null;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i]);
      if (found) return [i, ...found];
    }
    return null;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (CONTROL_CHARACTER.test(key)) return [key];
    const found = findControlCharacter((value as Record<string, unknown>)[key]);
    if (found) return [key, ...found];
  }
  return null;
}
