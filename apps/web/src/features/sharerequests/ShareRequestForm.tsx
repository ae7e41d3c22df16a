import { useState } from 'react';
import { Button, Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPersonnummerInput, SHARE_FLAGS, ShareRequestCreate, type ShareFlag } from '@symptoms/domain';
import { requestShare, shareRequestsKeys } from '../../api/sharerequests';
import { isLanguageId } from '../../i18n';
import { checkForm } from '../../ui/form-errors';
import { toast } from '../../ui/toast';
import { requestErrorMessage } from './request-error';

// Spec 2 §3: a share's flags are true on creation; the clinician unticks what they do not need.
const ALL_ON: Record<ShareFlag, boolean> = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };

/** Asks a patient, by personnummer, for a share of the ticked parts; errors show under the field. */
export function ShareRequestForm() {
  const { t, i18n } = useTranslation('sharerequests');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const queryClient = useQueryClient();
  const [personnummer, setPersonnummer] = useState('');
  const [flags, setFlags] = useState(ALL_ON);
  const [error, setError] = useState<string | null>(null);
  const [flagError, setFlagError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: requestShare,
    onSuccess: async (share) => {
      toast.success(t('form.sent', { name: share.PatientName }));
      setPersonnummer('');
      setFlags(ALL_ON);
      await queryClient.invalidateQueries({ queryKey: shareRequestsKeys.all });
    },
    onError: (e) => setError(requestErrorMessage(e, t, language)),
  });

  const submit = () => {
    if (!personnummer.trim()) return setError(t('form.required'));
    if (!SHARE_FLAGS.some((flag) => flags[flag])) return setFlagError(t('form.noFlag'));
    // The same schema the server parses: a number that fails the check digit never leaves the browser.
    const checked = checkForm(ShareRequestCreate, { ...flags, PatientPersonnummer: personnummer.replace(/-/g, '') }, language);
    if (checked.errors) return setError(checked.errors.PatientPersonnummer ?? t('errors.failed'));
    send.mutate(checked.data);
  };

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('form.personnummer')}
        description={t('form.personnummerHint')}
        value={personnummer}
        onChange={(event) => {
          setError(null);
          setPersonnummer(formatPersonnummerInput(event.currentTarget.value));
        }}
        error={error}
        maxLength={13}
        inputMode="numeric"
        autoComplete="off"
        maw={320}
      />
      <Fieldset legend={t('form.what')} variant="unstyled">
        <Stack gap="xs">
          {SHARE_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`flags.${flag}`)}
              checked={flags[flag]}
              onChange={(event) => {
                setFlagError(null);
                setFlags({ ...flags, [flag]: event.currentTarget.checked });
              }}
            />
          ))}
        </Stack>
        {flagError && (
          <Text role="alert" c="red.9" size="sm" mt="xs">
            {flagError}
          </Text>
        )}
      </Fieldset>
      <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
