import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageId } from '../../../i18n';
import type { LanguageId } from '@symptoms/domain';

/** The language version being edited: `?lang=` when given, else the interface's language. */
export function useEditorLanguage(): [LanguageId, (language: LanguageId) => void] {
  const [params, setParams] = useSearchParams();
  const { i18n } = useTranslation();
  const asked = params.get('lang');
  const language: LanguageId = isLanguageId(asked) ? asked : isLanguageId(i18n.language) ? i18n.language : 'sv';
  return [language, (next) => setParams((p) => (p.set('lang', next), p), { replace: true })];
}
