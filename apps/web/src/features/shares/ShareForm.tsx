import { useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, formatPersonnummerInput, SHARE_FLAGS, type ShareFlag } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { createShare, sharesKeys, type NewShare } from '../../api/shares';
import { toast } from '../../ui/toast';

export type RecipientKind = 'personnummer' | 'email' | 'unit';
/** Whom a share that already exists is with, as the patient typed it. */
export interface Recipient {
  kind: RecipientKind;
  value: string;
}
const FIELD: Record<RecipientKind, 'ShareWithPersonnummer' | 'ShareWithEmail' | 'ShareWithUnit'> = {
  personnummer: 'ShareWithPersonnummer',
  email: 'ShareWithEmail',
  unit: 'ShareWithUnit',
};
const ALL_ON: Record<ShareFlag, boolean> = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };

/**
 * A new share: who it is with (personnummer, e-mail or unit) and what it lets them see, all ticked
 * to begin with. A second share with the same recipient answers 409/4003 (a create has no Version,
 * so the conflict can only be that share): the form says so and offers to show the existing one.
 */
export function ShareForm({ onShowExisting }: { onShowExisting: (recipient: Recipient) => void }) {
  const { t } = useTranslation('shares');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<RecipientKind>('personnummer');
  const [recipient, setRecipient] = useState('');
  const [flags, setFlags] = useState(ALL_ON);
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<Recipient | null>(null);

  const value = kind === 'personnummer' ? recipient.replace(/-/g, '') : recipient.trim();
  const create = useMutation({
    mutationFn: () => createShare({ ...flags, [FIELD[kind]]: value } as NewShare),
    onSuccess: async () => {
      toast.success(t('toast.created'));
      setRecipient('');
      setFlags(ALL_ON);
      await queryClient.invalidateQueries({ queryKey: sharesKeys.all });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409 && e.errorCode === ErrorCode.Conflict) setExisting({ kind, value });
      else if (e instanceof ApiError) setError(Object.values(e.errors)[0]?.[0] ?? e.message);
      else setError(t('toast.failed'));
    },
  });

  const change = (typed: string) => {
    setError(null);
    setExisting(null);
    setRecipient(kind === 'personnummer' ? formatPersonnummerInput(typed) : typed);
  };

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        if (!recipient.trim()) return setError(t('form.required'));
        create.mutate();
      }}
    >
      <SegmentedControl
        value={kind}
        onChange={(value) => {
          setKind(value as RecipientKind);
          setRecipient('');
          setError(null);
          setExisting(null);
        }}
        data={(['personnummer', 'email', 'unit'] as const).map((value) => ({ value, label: t(`form.kind.${value}`) }))}
        aria-label={t('form.kindLabel')}
      />
      <TextInput
        label={t(`form.recipient.${kind}`)}
        description={t(`form.hint.${kind}`)}
        value={recipient}
        onChange={(event) => change(event.currentTarget.value)}
        error={error}
        maxLength={kind === 'personnummer' ? 13 : 254}
        inputMode={kind === 'personnummer' ? 'numeric' : kind === 'email' ? 'email' : 'text'}
        autoComplete="off"
      />
      {existing && (
        <Alert color="blue" role="alert" title={t('form.duplicate')}>
          <Stack gap="xs" align="flex-start">
            {t('form.duplicateText')}
            <Button variant="light" size="xs" onClick={() => onShowExisting(existing)}>
              {t('form.showExisting')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Fieldset legend={t('form.what')} variant="unstyled">
        <Stack gap="xs">
          {SHARE_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`flags.${flag}`)}
              checked={flags[flag]}
              onChange={(event) => setFlags({ ...flags, [flag]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      </Fieldset>
      <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
