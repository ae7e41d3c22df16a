import i18n, { type BackendModule } from 'i18next';
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
 * The first chunk carries only the Swedish texts of the login screen and the signed-in frame's menus
 * (Swedish is the default and the fallback). Every other namespace, and every namespace of another
 * language, is fetched when a screen asks for it: `useTranslation(namespace)` waits for it in the
 * screen's Suspense (scripts/check-budgets.mjs).
 */
const firstTexts = collectResources(import.meta.glob<{ default: Namespace }>('./sv/{common,ui,auth,bankid,menu}.json', { eager: true }));
const textFiles = import.meta.glob<{ default: Namespace }>('./*/*.json');

/** Every namespace the app ships. */
export const NAMESPACES: readonly string[] = Object.keys(textFiles)
  .filter((path) => path.startsWith(`./${DEFAULT_LANGUAGE}/`))
  .map((path) => path.slice(`./${DEFAULT_LANGUAGE}/`.length, -'.json'.length));

/** Every language's texts (the parity test compares them). */
export async function allResources(): Promise<Resources> {
  const loaded = await Promise.all(Object.entries(textFiles).map(async ([path, load]) => [path, await load()] as const));
  return collectResources(Object.fromEntries(loaded));
}

export function isLanguageId(value: string | undefined | null): value is LanguageId {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a namespace's texts from its own chunk; a namespace a language does not have is empty (the fallback answers). */
const shippedTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = textFiles[`./${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (file) => callback(null, file.default),
      (error: Error) => callback(error, false),
    );
  },
};

void i18n
  .use(shippedTexts)
  .use(initReactI18next)
  .init({
    resources: firstTexts,
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(firstTexts[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts an admin overrides at run time (features/language-strings) re-render what shows them.
    react: { bindI18nStore: 'added' },
  });

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export default i18n;
