import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDES, type BodyPart } from '@symptoms/domain';

/** A body part in the user's language: `left hand` → `vänster hand`. */
export function usePartName(): (part: BodyPart | null) => string {
  const { t } = useTranslation('symptoms');
  return useCallback(
    (part) => {
      if (!part) return t('parts.unknown');
      const [first, ...rest] = part.split(' ');
      const side = SIDES.find((s) => s === first);
      if (!side) return t(`parts.${part}`);
      return t('parts.sided', { side: t(`parts.sides.${side}`), part: t(`parts.${rest.join(' ')}`) });
    },
    [t],
  );
}
