import { Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordMinimum, passwordStrength } from '@symptoms/domain';

const COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The account has two-factor: 8 characters are enough instead of 15. */
  twoFactor?: boolean;
  error?: string | undefined;
}

/**
 * A new password with the strength the spec describes: counted in characters, lowercase, uppercase,
 * digits and special characters. Length is what the rule asks for; the counts only inform.
 */
export function PasswordField({ label, value, onChange, twoFactor = false, error }: PasswordFieldProps) {
  const { t } = useTranslation('passwords');
  const strength = passwordStrength(value, twoFactor);
  const min = passwordMinimum(twoFactor);
  return (
    <Stack gap={6}>
      <PasswordInput
        label={label}
        description={t('field.rule', { min })}
        autoComplete="new-password"
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        visibilityToggleButtonProps={{ 'aria-label': t('field.show') }}
      />
      {/* The bar repeats the rating read out below (aria-live), so assistive technology skips it. */}
      <Progress value={(strength.score / 4) * 100} color={COLOURS[strength.score]} size="sm" aria-hidden />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t(`field.score.${strength.score}`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('field.counts', { ...strength })}
        </Text>
      </Group>
    </Stack>
  );
}
