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

export const resources = collectResources(import.meta.glob<{ default: Namespace }>('./*/*.json', { eager: true }));

export function isLanguageId(value: string | undefined | null): value is LanguageId {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export default i18n;
