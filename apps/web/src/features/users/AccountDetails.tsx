import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminUserUpdate, ErrorCode, fieldErrors, type AdminUser, type LanguageId } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { writtenDateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';

/** The account as the admin sees it: address, masked personnummer, two-factor, activity. */
export function AccountFacts({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language as LanguageId;
  const rows: [string, string][] = [
    [t('detail.email'), user.Email],
    [t('detail.personnummer'), user.Personnummer],
    [t('detail.twoFactor'), user.TwoFactorEnabled ? t('detail.twoFactorOn') : t('detail.twoFactorOff')],
    [t('detail.lastActivity'), user.LastActivity ? writtenDateTime(user.LastActivity, language) : t('detail.never')],
    [t('detail.created'), writtenDateTime(user.CreatedDate, language)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 140, sm: 220 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The details an admin corrects (name, phone, language; never the login address or personnummer),
 * saved by `save` (a user's page, or a patient's); a stale Version refreshes `refresh`.
 */
export function DetailsForm<T extends AdminUser>({
  user,
  save: send,
  refresh,
  onSaved,
}: {
  user: T;
  save: (body: AdminUserUpdate) => Promise<T>;
  refresh: QueryKey;
  onSaved: (user: T) => void;
}) {
  const { t, i18n } = useTranslation('users');
  const queryClient = useQueryClient();
  const initial = { FirstName: user.FirstName, LastName: user.LastName, PhoneNumber: user.PhoneNumber ?? '', LanguageId: user.LanguageId };
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      toast.success(t('detail.saved'));
      onSaved(saved);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.warning(t('detail.conflict'));
        await queryClient.invalidateQueries({ queryKey: refresh });
      } else if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      else toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminUserUpdate.safeParse({ ...form, Version: user.Version });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, i18n.language as LanguageId));
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (name: keyof typeof initial) => ({
    value: form[name],
    error: errors[name]?.join(' '),
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [name]: e.currentTarget.value }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('detail.details')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('create.firstName')} required maxLength={32} {...field('FirstName')} />
          <TextInput label={t('create.lastName')} required maxLength={32} {...field('LastName')} />
          <TextInput label={t('create.phone')} type="tel" maxLength={32} {...field('PhoneNumber')} />
          <NativeSelect
            label={t('create.language')}
            data={(['sv', 'en'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...field('LanguageId')}
          />
        </SimpleGrid>
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('detail.save')}
        </Button>
      </Stack>
    </form>
  );
}
