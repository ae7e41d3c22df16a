import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrganizationCreate, fieldErrors } from '@symptoms/domain';
import { adminKeys, createOrganization } from '../../api/admin';
import { ApiError } from '../../api/errors';
import { isLanguageId } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

/** A new organization (the service's administrator): its id and name; its own group is made with it. */
export function NewOrganization() {
  const { t, i18n } = useTranslation('organizations');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useMutation({
    mutationFn: createOrganization,
    onSuccess: async (created) => {
      toast.success(t('created'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.organizations });
      await navigate(`/admin/organizations/${encodeURIComponent(created.Id)}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      else toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrganizationCreate.safeParse({ Id: id, Name: name });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, isLanguageId(i18n.language) ? i18n.language : 'sv'));
    setErrors({});
    create.mutate(parsed.data);
  };
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('create')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('create')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.Id')}
              description={t('idHint')}
              required
              maxLength={32}
              value={id}
              onChange={(e) => setId(e.currentTarget.value)}
              error={errors.Id?.join(' ')}
            />
            <TextInput
              label={t('fields.Name')}
              required
              maxLength={64}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.Name?.join(' ')}
            />
            <Button type="submit" loading={create.isPending}>
              {t('createSubmit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
