import { memo } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Prom } from '@symptoms/domain';
import type { FillMode } from './use-stored-mode';
import { OptionSwitch } from '../../ui/OptionSwitch';

interface FillHeaderProps {
  prom: Prom;
  locked: boolean;
  mode: FillMode;
  onModeChange: (mode: FillMode) => void;
  onUnlock: () => void;
}

/**
 * The questionnaire's title, introduction, lock notice and fill-mode switch. Memoised: none of it
 * depends on the answers, so an answer re-renders only the questions and the save area.
 */
export const FillHeader = memo(function FillHeader({ prom, locked, mode, onModeChange, onUnlock }: FillHeaderProps) {
  const { t } = useTranslation('promreports');
  return (
    <>
      <Stack gap="xs">
        <Title order={1}>{prom.Title}</Title>
        {/* One question at a time shows the introduction once, with the first question. */}
        {prom.Introduction && mode === 'normal' && <Text style={{ whiteSpace: 'pre-line' }}>{prom.Introduction}</Text>}
      </Stack>
      {locked && (
        <Alert color="gray" icon={<IconLock size={20} aria-hidden />} title={t('lock.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('lock.text')}</Text>
            <Button variant="default" onClick={onUnlock}>
              {t('lock.unlock')}
            </Button>
          </Stack>
        </Alert>
      )}
      <OptionSwitch
        id="fill-mode"
        label={t('mode.label')}
        value={mode}
        onChange={onModeChange}
        options={[
          { value: 'normal', label: t('mode.normal') },
          { value: 'cat', label: t('mode.cat') },
        ]}
      />
    </>
  );
});
