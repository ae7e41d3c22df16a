import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageId, PromListItem } from '@symptoms/domain';

/**
 * "Finns bara på engelska" under a PROM offered in a language other than the screen's: a validated
 * questionnaire is offered only in the languages it exists in, never translated by us.
 */
export function PromLanguageNote({ prom }: { prom: Pick<PromListItem, 'Language' | 'LanguageIds'> }) {
  const { t, i18n } = useTranslation('proms');
  if (prom.Language === i18n.language || prom.LanguageIds.includes(i18n.language as LanguageId)) return null;
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {t(`onlyIn_${prom.Language}`)}
    </Text>
  );
}
