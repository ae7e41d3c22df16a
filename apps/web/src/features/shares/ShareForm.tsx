import { useState } from 'react';
import { Button, Checkbox, Fieldset, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPersonnummerInput, SHARE_FLAGS, type ShareFlag } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { createShare, sharesKeys, type NewShare } from '../../api/shares';
import { toast } from '../../ui/toast';

type RecipientKind = 'personnummer' | 'email' | 'unit';
const FIELD: Record<RecipientKind, 'ShareWithPersonnummer' | 'ShareWithEmail' | 'ShareWithUnit'> = {
  personnummer: 'ShareWithPersonnummer',
  email: 'ShareWithEmail',
  unit: 'ShareWithUnit',
};
const ALL_ON: Record<ShareFlag, boolean> = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };

/** A new share: who it is with (personnummer, e-mail or unit) and what it lets them see, all ticked to begin with. */
export function ShareForm() {
  const { t } = useTranslation('shares');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<RecipientKind>('personnummer');
  const [recipient, setRecipient] = useState('');
  const [flags, setFlags] = useState(ALL_ON);
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () => {
      const value = kind === 'personnummer' ? recipient.replace(/-/g, '') : recipient.trim();
      return createShare({ ...flags, [FIELD[kind]]: value } as NewShare);
    },
    onSuccess: async () => {
      toast.success(t('toast.created'));
      setRecipient('');
      setFlags(ALL_ON);
      await queryClient.invalidateQueries({ queryKey: sharesKeys.all });
    },
    onError: (e) => {
      if (e instanceof ApiError) setError(Object.values(e.errors)[0]?.[0] ?? e.message);
      else setError(t('toast.failed'));
    },
  });

  const change = (value: string) => {
    setError(null);
    setRecipient(kind === 'personnummer' ? formatPersonnummerInput(value) : value);
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
