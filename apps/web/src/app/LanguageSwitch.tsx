import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageId } from '@symptoms/domain';
import { isLanguageId } from '../i18n';
import { useChangeLanguage } from './session-actions';

/** sv/en for screens without the user menu. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const changeLanguage = useChangeLanguage();
  const current: LanguageId = isLanguageId(i18n.language) ? i18n.language : 'sv';
  return (
    <SegmentedControl
      size="sm"
      aria-label={t('language.label')}
      value={current}
      onChange={(value) => {
        if (isLanguageId(value)) void changeLanguage(value);
      }}
      data={LANGUAGES.map((id) => ({ value: id, label: t(`language.${id}`) }))}
    />
  );
}
