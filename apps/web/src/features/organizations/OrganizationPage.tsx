import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorCode, OrganizationInput, capability, fieldErrors, type Organization } from '@symptoms/domain';
import { adminKeys, deleteOrganization, getOrganization, updateOrganization } from '../../api/admin';
import { ApiError } from '../../api/errors';
import { mayDo } from '../../app/module-flags';
import { useActing } from '../../app/session-hooks';
import { isLanguageId } from '../../i18n';
import { DeleteAndLeave } from '../../ui/DeleteAndLeave';
import { toast } from '../../ui/toast';
import { ORGANIZATIONS_CREATE_DELETE } from './organization-access';

/** Renaming is the organization admin's; a group admin reads the organization's name. */
const ORGANIZATIONS_WRITE = capability('organizations', 'write', 'organization', 'system');

/** `/admin/organizations/{organizationId}`: rename an organization. */
export function OrganizationPage() {
  const { t } = useTranslation('organizations');
  const acting = useActing();
  const mayRename = !!acting && mayDo(acting, ORGANIZATIONS_WRITE);
  const mayDelete = !!acting && mayDo(acting, ORGANIZATIONS_CREATE_DELETE);
  const { organizationId = '' } = useParams();
  const organization = useQuery({
    queryKey: [...adminKeys.organizations, 'one', organizationId],
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
  });
  return (
    <Stack gap="lg" maw={560}>
      <Anchor component={Link} to="/admin/organizations" size="sm">
        {t('back')}
      </Anchor>
      <Title order={1}>{organization.data?.Name ?? t('editTitle')}</Title>
      {organization.isPending && <Loader aria-label={t('loading')} />}
      {organization.isError && (
        <Alert color="red" role="alert">
          {organization.error.message}
        </Alert>
      )}
      {organization.data && !mayRename && <Text>{t('readOnly')}</Text>}
      {organization.data && mayRename && <OrganizationForm key={organization.data.Version} organization={organization.data} />}
      {organization.data && mayDelete && (
        <DeleteAndLeave
          label={t('delete')}
          question={t('deleteQuestion', { name: organization.data.Name })}
          done={t('deleted')}
          remove={() => deleteOrganization(organizationId)}
          listKey={adminKeys.organizations}
          listPath="/admin/organizations"
        />
      )}
    </Stack>
  );
}

function OrganizationForm({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation('organizations');
  const queryClient = useQueryClient();
  const [name, setName] = useState(organization.Name);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: (input: OrganizationInput) => updateOrganization(organization.Id, input),
    onSuccess: async (saved) => {
      toast.success(t('saved'));
      queryClient.setQueryData([...adminKeys.organizations, 'one', saved.Id], saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.organizations });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.warning(error.message);
        await queryClient.invalidateQueries({ queryKey: adminKeys.organizations });
      } else if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      else toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrganizationInput.safeParse({ Name: name, Version: organization.Version });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, isLanguageId(i18n.language) ? i18n.language : 'sv'));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('fields.Id')}: <span className="tabular">{organization.Id}</span>
        </Text>
        <TextInput
          label={t('fields.Name')}
          required
          maxLength={64}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.Name?.join(' ')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
