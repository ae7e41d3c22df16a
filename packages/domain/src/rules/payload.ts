/**
 * Outgoing non-GET payloads drop every property whose name starts with an underscore
 * (client-only flags such as `_saved`), at any depth (spec 2 §7).
 */
export function stripLocalProperties<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => stripLocalProperties(v)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!key.startsWith('_')) out[key] = stripLocalProperties(v);
  }
  return out as T;
}
