import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageId } from '@symptoms/domain';

type Namespace = Record<string, unknown>;
export type Resources = Record<string, Record<string, Namespace>>;

/** Groups `./<language>/<namespace>.json` files into i18next resources. */
export function collectResources(files: Record<string, { default: Namespace }>): Resources {
  const resources: Resources = {};
  for (const [path, file] of Object.entries(files)) {
    const match = /\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = file.default;
  }
  return resources;
}

/**
 * Swedish, the default and fallback, is in the first chunk; every other language is fetched when it
 * is chosen, so the login screen carries one language's texts (scripts/check-budgets.mjs).
 */
const defaultTexts = collectResources(import.meta.glob<{ default: Namespace }>('./sv/*.json', { eager: true }));
const otherTexts = import.meta.glob<{ default: Namespace }>(['./*/*.json', '!./sv/*.json']);

/** Every language's texts (the parity test compares them). */
export async function allResources(): Promise<Resources> {
  const loaded = await Promise.all(Object.entries(otherTexts).map(async ([path, load]) => [path, await load()] as const));
  return { ...defaultTexts, ...collectResources(Object.fromEntries(loaded)) };
}

export function isLanguageId(value: string | undefined | null): value is LanguageId {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

const loading = new Map<string, Promise<void>>();
/** Fetches a language's texts once, before it is shown. */
function ensureLanguage(language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    const files = Object.entries(otherTexts).filter(([path]) => path.startsWith(`./${language}/`));
    pending = Promise.all(files.map(async ([path, load]) => [path, await load()] as const)).then((loaded) => {
      for (const [namespace, texts] of Object.entries(collectResources(Object.fromEntries(loaded))[language] ?? {})) {
        i18n.addResourceBundle(language, namespace, texts, true, true);
      }
    });
    loading.set(language, pending);
  }
  return pending;
}

void i18n.use(initReactI18next).init({
  resources: defaultTexts,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(defaultTexts[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Texts an admin overrides at run time (features/language-strings) re-render what shows them.
  react: { bindI18nStore: 'added' },
});

// Every way the language changes (the switch, the account's language at login) waits for its texts.
const changeLanguage = i18n.changeLanguage.bind(i18n);
i18n.changeLanguage = (async (language?: string, callback?: Parameters<typeof changeLanguage>[1]) => {
  if (language) await ensureLanguage(language);
  return changeLanguage(language, callback);
}) as typeof i18n.changeLanguage;

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export default i18n;
