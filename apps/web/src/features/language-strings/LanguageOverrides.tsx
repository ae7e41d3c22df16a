import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageStringKeys, listLanguageStrings } from '../../api/language-strings';
import { applyOverrides } from './overrides';

/**
 * Mounted in every signed-in frame: fetches the admin's overrides of the current language and lays
 * them over the shipped texts. A LanguageStringsChanged event makes the query stale, so an open
 * page shows a changed text without a reload.
 */
export function LanguageOverrides() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const overrides = useQuery({
    queryKey: languageStringKeys.of(language),
    queryFn: ({ signal }) => listLanguageStrings(language, signal),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (overrides.data) applyOverrides(i18n, language, overrides.data);
  }, [i18n, language, overrides.data]);
  return null;
}
