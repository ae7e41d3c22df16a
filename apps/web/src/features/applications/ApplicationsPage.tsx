import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_SCOPES, ApplicationInput, ROLE_NAMES, ROLES, type Application, type RoleId } from '@symptoms/domain';
import { isLanguageId } from '../../i18n';
import { applicationKeys, createApplication, deleteApplication, listApplications, updateApplication } from '../../api/admin-content';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageState } from '../../ui/PageState';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { toast } from '../../ui/toast';

const BASE = '/admin/applications';

/** A role as people call it ("Forskare"), never its code. */
function useRoleName() {
  const { i18n } = useTranslation();
  const names = ROLE_NAMES[isLanguageId(i18n.language) ? i18n.language : 'sv'];
  return (role: string) => names[role as RoleId] ?? role;
}

/** /admin/applications[/{applicationId}]: the active group's applications (integrations), which get OAuth tokens. */
export default function ApplicationsPage() {
  const id = useParams().applicationId;
  const { t } = useTranslation('applications');
  const applications = useQuery({ queryKey: applicationKeys.all, queryFn: ({ signal }) => listApplications(signal) });
  return (
    <PageState query={applications} loading={t('loading')} failed={t('loadFailed')}>
      {(list) => {
        if (!id) return <ApplicationList applications={list} />;
        const application = list.find((a) => a.Id === id);
        if (!application) return <Text role="alert">{t('missing')}</Text>;
        return (
          <Stack gap="md" maw={640}>
            <Anchor component={Link} to={BASE}>
              {t('back')}
            </Anchor>
            <Title order={1}>{t('edit', { id: application.Id })}</Title>
            <ApplicationForm application={application} />
          </Stack>
        );
      }}
    </PageState>
  );
}

function ApplicationList({ applications }: { applications: Application[] }) {
  const { t } = useTranslation('applications');
  const roleName = useRoleName();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {!applications.length ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('id')}</Table.Th>
                <Table.Th>{t('description')}</Table.Th>
                <Table.Th>{t('scope')}</Table.Th>
                <Table.Th>{t('role')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {applications.map((a) => (
                <Table.Tr key={a.Id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${BASE}/${a.Id}`}>
                      {a.Id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{a.Description}</Table.Td>
                  <Table.Td>{t(`scopes.${a.ScopeId}`)}</Table.Td>
                  <Table.Td>{roleName(a.RoleId)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Card withBorder maw={640}>
        <Title order={2} size="h3" mb="sm">
          {t('add')}
        </Title>
        <ApplicationForm application={null} />
      </Card>
    </Stack>
  );
}

function ApplicationForm({ application }: { application: Application | null }) {
  const { t, i18n } = useTranslation('applications');
  const roleName = useRoleName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const empty = { Id: '', Description: '', ScopeId: 'api', RoleId: 'res' };
  const [values, setValues] = useState<Record<keyof typeof empty, string>>(application ?? empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    if (application) await navigate(BASE);
    else setValues(empty);
  };
  const save = useMutation({
    mutationFn: (input: ApplicationInput) => (application ? updateApplication(input) : createApplication(input)),
    onSuccess: () => done(t('toast.saved')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const remove = useMutation({
    mutationFn: () => deleteApplication(application!.Id),
    onSuccess: () => done(t('toast.deleted')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const set = (field: keyof typeof empty) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkForm(ApplicationInput, values, i18n.language);
        setErrors(checked.errors ?? {});
        if (checked.data) save.mutate(checked.data);
      }}
    >
      <TextInput
        label={t('id')}
        description={t('idHint')}
        withAsterisk
        disabled={!!application}
        maxLength={32}
        value={values.Id}
        onChange={(e) => set('Id')(e.currentTarget.value)}
        error={errors.Id}
      />
      <TextInput
        label={t('description')}
        withAsterisk
        maxLength={256}
        value={values.Description}
        onChange={(e) => set('Description')(e.currentTarget.value)}
        error={errors.Description}
      />
      <Select
        label={t('scope')}
        withAsterisk
        data={APPLICATION_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))}
        value={values.ScopeId}
        onChange={set('ScopeId')}
        error={errors.ScopeId}
        allowDeselect={false}
      />
      <Select
        label={t('role')}
        withAsterisk
        data={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
        value={values.RoleId}
        onChange={set('RoleId')}
        error={errors.RoleId}
        allowDeselect={false}
      />
      <Group>
        <Button type="submit" loading={save.isPending}>
          {application ? t('save') : t('add')}
        </Button>
        {application && <ConfirmButton label={t('delete')} onConfirm={() => remove.mutate()} loading={remove.isPending} />}
      </Group>
    </Stack>
  );
}
