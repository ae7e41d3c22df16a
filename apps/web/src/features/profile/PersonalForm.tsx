import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, LANGUAGES, type LanguageId, type User, type UserUpdate } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { saveMyUser } from '../../api/identity';
import { queryKeys } from '../../api/query-keys';
import { useChangeLanguage } from '../../app/session-actions';
import { toast } from '../../ui/toast';

const editable = (user: User): UserUpdate => ({
  FirstName: user.FirstName,
  LastName: user.LastName,
  PhoneNumber: user.PhoneNumber,
  LanguageId: user.LanguageId,
  OptOut: user.OptOut,
  Version: user.Version,
});

/**
 * Name, phone, language and the statistics opt-out (the personnummer has a section of its own, PersonnummerSection).
 * Keyed by the user's Version, so a newer user (after a save or a 4003) starts the form over.
 */
export function PersonalForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation('common');
  const queryClient = useQueryClient();
  const changeLanguage = useChangeLanguage();
  const [values, setValues] = useState(() => editable(user));
  const save = useMutation({
    mutationFn: () => saveMyUser(values),
    onSuccess: async (saved) => {
      queryClient.setQueriesData({ queryKey: queryKeys.myUser }, saved);
      if (saved.LanguageId !== user.LanguageId) await changeLanguage(saved.LanguageId);
      toast.success(t('personal.saved'));
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.warning(t('personal.conflict'));
        await queryClient.invalidateQueries({ queryKey: queryKeys.myUser });
      }
    },
  });
  const error = save.error instanceof ApiError && save.error.errorCode !== ErrorCode.Conflict ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('personal.title')}>
      <Stack gap="sm" maw={520}>
        {error && !Object.keys(error.errors).length && (
          <Alert color="red" role="alert">
            {error.message || t('personal.failed')}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('personal.firstName')}
            autoComplete="given-name"
            maxLength={32}
            value={values.FirstName}
            onChange={(e) => setValues({ ...values, FirstName: e.currentTarget.value })}
            error={error?.errors.FirstName?.join(' ')}
          />
          <TextInput
            label={t('personal.lastName')}
            autoComplete="family-name"
            maxLength={32}
            value={values.LastName}
            onChange={(e) => setValues({ ...values, LastName: e.currentTarget.value })}
            error={error?.errors.LastName?.join(' ')}
          />
        </Group>
        <TextInput
          label={t('personal.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={32}
          value={values.PhoneNumber ?? ''}
          onChange={(e) => setValues({ ...values, PhoneNumber: e.currentTarget.value.trim() ? e.currentTarget.value : null })}
          error={error?.errors.PhoneNumber?.join(' ')}
        />
        <Select
          label={t('personal.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: common(`language.${language}`) }))}
          value={values.LanguageId}
          onChange={(value) => value && setValues({ ...values, LanguageId: value as LanguageId })}
          allowDeselect={false}
        />
        <Checkbox
          label={t('personal.optOut')}
          checked={values.OptOut}
          onChange={(e) => setValues({ ...values, OptOut: e.currentTarget.checked })}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('personal.save')}
        </Button>
      </Stack>
    </form>
  );
}
