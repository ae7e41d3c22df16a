import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from './paths';
import './symptoms.css';

interface WizardFrameProps {
  title: string;
  /** 1 to 3 for Rotate, Draw and Intensity; none on the note screen. */
  step?: 1 | 2 | 3;
  hint: string;
  children: ReactNode;
  actions: ReactNode;
}

/** One wizard screen: the step's title, what to do, the content and the actions kept in reach at the bottom. */
export function WizardFrame({ title, step, hint, children, actions }: WizardFrameProps) {
  const { t } = useTranslation('symptoms');
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={2}>
        {step && (
          <Text size="sm" c="dimmed" fw={500}>
            {t('wizard.stepOf', { step })}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text>{hint}</Text>
      </Stack>
      {children}
      <Group className="wizard-actions" justify="space-between" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

/** Shown when a wizard screen is opened without its draft, for example after a reload. */
export function DraftMissing() {
  const { t } = useTranslation('symptoms');
  return (
    <Stack gap="md" maw={640}>
      <Alert color="yellow">{t('wizard.missing')}</Alert>
      <Anchor component={Link} to={paths.newReport}>
        {t('wizard.backToReport')}
      </Anchor>
    </Stack>
  );
}
