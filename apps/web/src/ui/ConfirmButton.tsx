import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A remove button that asks the generic are-you-sure question (spec 3 §2) with yes and no beside it;
 * `question` replaces it where the consequence must be named (what goes, and what never does).
 */
export function ConfirmButton({
  label,
  onConfirm,
  loading,
  question,
}: {
  label: string;
  onConfirm: () => void;
  loading?: boolean;
  question?: string;
}) {
  const { t } = useTranslation('ui');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button color="red.9" variant="outline" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Group gap="xs" role="group" aria-label={label}>
      <Text size="sm">{question ?? t('card.confirm')}</Text>
      <Button
        color="red.9"
        size="xs"
        loading={loading ?? false}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('card.yes')}
      </Button>
      <Button variant="default" size="xs" onClick={() => setAsking(false)}>
        {t('card.no')}
      </Button>
    </Group>
  );
}
