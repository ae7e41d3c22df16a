import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ROLE_LIST,
  AdminUserCreate,
  ROLE_NAMES,
  fieldErrors,
  formatPersonnummerInput,
  type AdminGroupOption,
  type LanguageId,
} from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { createUser, usersKeys } from '../../api/users';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

const EMPTY = { FirstName: '', LastName: '', Email: '', Personnummer: '', PhoneNumber: '', LanguageId: 'sv', GroupId: '', RoleId: 'phys' };

/** A new staff account in a group of the organization; it is mailed a link to choose its password. */
export function CreateUserModal(props: {
  opened: boolean;
  groups: AdminGroupOption[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language as LanguageId;
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const groupId = form.GroupId || props.groups[0]?.Id || '';
  const create = useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      toast.success(t('create.created'));
      setForm(EMPTY);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      props.onClose();
      props.onCreated(user.Id);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      else toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      FirstName: form.FirstName,
      LastName: form.LastName,
      Email: form.Email.trim(),
      Personnummer: form.Personnummer,
      PhoneNumber: form.PhoneNumber,
      LanguageId: form.LanguageId,
      Memberships: [{ GroupId: groupId, RoleId: form.RoleId }],
    };
    const parsed = AdminUserCreate.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, language));
    setErrors({});
    create.mutate(parsed.data);
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    error: errors[name]?.join(' '),
    onChange: (e: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: name === 'Personnummer' ? formatPersonnummerInput(e.currentTarget.value) : e.currentTarget.value }),
  });

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('create.title')}>
      <form onSubmit={submit} noValidate aria-label={t('create.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('create.intro')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('create.firstName')} required maxLength={32} {...field('FirstName')} />
            <TextInput label={t('create.lastName')} required maxLength={32} {...field('LastName')} />
          </SimpleGrid>
          <TextInput label={t('create.email')} type="email" required {...field('Email')} />
          <TextInput label={t('create.personnummer')} inputMode="numeric" required maxLength={13} {...field('Personnummer')} />
          <TextInput label={t('create.phone')} type="tel" maxLength={32} {...field('PhoneNumber')} />
          <NativeSelect
            label={t('create.language')}
            data={(['sv', 'en'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...field('LanguageId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t('create.group')}
              data={props.groups.map((g) => ({ value: g.Id, label: g.Name }))}
              value={groupId}
              onChange={(e) => setForm({ ...form, GroupId: e.currentTarget.value })}
              error={errors['Memberships.0.GroupId']?.join(' ')}
            />
            <NativeSelect
              label={t('create.role')}
              data={ADMIN_ROLE_LIST.map((r) => ({ value: r, label: ROLE_NAMES[language][r] }))}
              {...field('RoleId')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
