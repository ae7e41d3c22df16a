import { Anchor, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SecondFactor {
  kind: 'code' | 'backup';
  value: string;
}

/** What the server takes for a second factor: a 6-digit code, or a backup code. */
export function secondFactorBody(factor: SecondFactor): { Code?: string; BackupCode?: string } {
  const value = factor.value.trim();
  return factor.kind === 'code' ? { Code: value.replace(/\s/g, '') } : { BackupCode: value };
}

/** The authenticator app's code, or (the spec's login option) a backup code instead. */
export function CodeInput({
  value,
  onChange,
  error,
  allowBackup = true,
}: {
  value: SecondFactor;
  onChange: (next: SecondFactor) => void;
  error?: string | undefined;
  /** Setting up takes the app's code only. */
  allowBackup?: boolean;
}) {
  const { t } = useTranslation('twofactor');
  const backup = value.kind === 'backup';
  return (
    <Stack gap={6}>
      <TextInput
        label={backup ? t('code.backupLabel') : t('code.label')}
        description={backup ? t('code.backupHint') : t('code.hint')}
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={backup ? 32 : 7}
        required
        value={value.value}
        onChange={(e) => onChange({ ...value, value: e.currentTarget.value })}
        error={error}
      />
      {allowBackup && (
        <Anchor component="button" type="button" size="sm" onClick={() => onChange({ kind: backup ? 'code' : 'backup', value: '' })}>
          {backup ? t('code.useApp') : t('code.useBackup')}
        </Anchor>
      )}
    </Stack>
  );
}
