import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Group, Image, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_MAX_WIDTH_PX } from '@symptoms/domain';

interface CardProps {
  title?: ReactNode;
  children?: ReactNode;
  imageSrc?: string;
  imageAlt?: string;
  /** 0–100 */
  progress?: number;
  /** Shows a remove button that asks before calling this. */
  onRemove?: () => void;
  confirmText?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

export function Card({
  title,
  children,
  imageSrc,
  imageAlt = '',
  progress,
  onRemove,
  confirmText,
  headingLevel = 2,
  className,
}: CardProps) {
  const { t } = useTranslation('ui');
  const [confirming, setConfirming] = useState(false);

  return (
    <Paper component="article" withBorder radius={12} p="md" maw={CARD_MAX_WIDTH_PX} w="100%" className={className}>
      <Stack gap="sm">
        {imageSrc && <Image src={imageSrc} alt={imageAlt} radius={8} />}
        {(title || onRemove) && (
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {title && <Title order={headingLevel}>{title}</Title>}
            {onRemove && !confirming && <CloseButton size="lg" aria-label={t('card.remove')} onClick={() => setConfirming(true)} />}
          </Group>
        )}
        {children}
        {progress !== undefined && <Progress value={progress} aria-label={t('card.progress')} />}
        {confirming && (
          <Stack gap="xs" role="group" aria-label={t('card.confirmTitle')}>
            <Text fw={500}>{confirmText ?? t('card.confirm')}</Text>
            <Group gap="sm">
              <Button
                color="red"
                onClick={() => {
                  setConfirming(false);
                  onRemove?.();
                }}
              >
                {t('card.yes')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('card.no')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
