import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Completeness } from '@symptoms/domain';

interface SaveAreaProps {
  completeness: Completeness;
  answerCount: number;
  valid: boolean;
  locked: boolean;
  savable: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The save button and why it cannot be used yet, or what a partial save means. */
export function SaveArea({ completeness, answerCount, valid, locked, savable, saving, onSave }: SaveAreaProps) {
  const { t } = useTranslation('promreports');
  let hint: string | null = null;
  if (locked) hint = t('save.lockedHint');
  else if (answerCount === 0) hint = t('save.answerOne');
  else if (!valid) hint = t('save.fixErrors');
  else if (!completeness.isCompleted) hint = t('save.partialHint');
  return (
    <Stack gap={6} className="sticky-actions">
      <Button
        size="md"
        w="fit-content"
        leftSection={<IconDeviceFloppy size={20} aria-hidden />}
        disabled={!savable}
        loading={saving}
        onClick={onSave}
      >
        {completeness.isCompleted ? t('save.save') : t('save.savePartial')}
      </Button>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
