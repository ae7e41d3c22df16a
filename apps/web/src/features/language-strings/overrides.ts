import type { i18n as I18n } from 'i18next';

/** The shipped text of every key an override replaced, per language, so removing the override brings it back. */
const shipped = new Map<string, Map<string, unknown>>();

function split(id: string): [string, string] | null {
  const at = id.indexOf(':');
  return at > 0 ? [id.slice(0, at), id.slice(at + 1)] : null;
}

type Override = { Id: string; Text: string };
/** The overrides last applied per language, laid again over a namespace that arrives later (i18n/index.ts loads each when asked for). */
const latest = new Map<string, readonly Override[]>();
const watching = new WeakSet<I18n>();

/**
 * Lays the admin's overrides over the shipped texts of one language (i18next's addResource over the
 * loaded namespaces, and over every namespace loaded afterwards) and puts back the shipped text of any
 * key no longer overridden. The app's components re-render because i18next reports the added resources.
 */
export function applyOverrides(i18n: I18n, language: string, overrides: readonly Override[]): void {
  latest.set(language, overrides);
  if (!watching.has(i18n)) {
    watching.add(i18n);
    i18n.on('loaded', () => {
      for (const [lng, list] of latest) layOverrides(i18n, lng, list);
    });
  }
  layOverrides(i18n, language, overrides);
}

function layOverrides(i18n: I18n, language: string, overrides: readonly Override[]): void {
  const original = shipped.get(language) ?? new Map<string, unknown>();
  shipped.set(language, original);
  const wanted = new Set(overrides.map((o) => o.Id));
  for (const [id, text] of original) {
    if (wanted.has(id)) continue;
    const key = split(id);
    if (key && typeof text === 'string') i18n.addResource(language, key[0], key[1], text, { silent: true });
    original.delete(id);
  }
  for (const { Id, Text } of overrides) {
    const key = split(Id);
    if (!key || !i18n.hasResourceBundle(language, key[0])) continue;
    if (!original.has(Id)) original.set(Id, i18n.getResource(language, key[0], key[1]));
    i18n.addResource(language, key[0], key[1], Text, { silent: true });
  }
  // One notice for the whole batch (the store is an event emitter; its type shows only `on`): react-i18next re-renders what uses the texts.
  (i18n.store as unknown as { emit(event: 'added', language: string, namespace: string): void }).emit('added', language, 'overrides');
}

/** Every key of the shipped texts in a language, as `namespace:key.path`, with its text (for choosing what to override). */
export function shippedKeys(i18n: I18n, language: string): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  const bundles = (i18n.store.data[language] ?? {}) as Record<string, unknown>;
  const walk = (namespace: string, node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      const id = `${namespace}:${prefix}`;
      out.push({ id, text: (shipped.get(language)?.get(id) as string | undefined) ?? node });
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(namespace, v, prefix ? `${prefix}.${k}` : k);
    }
  };
  for (const [namespace, tree] of Object.entries(bundles)) walk(namespace, tree, '');
  return out.sort((a, b) => a.id.localeCompare(b.id));
}
