import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppVersionInput, type AppVersion } from '@symptoms/domain';
import { appVersionKeys, createAppVersion, deleteAppVersion, listAppVersions, updateAppVersion } from '../../api/admin-content';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageState } from '../../ui/PageState';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { toast } from '../../ui/toast';

const BASE = '/admin/app-versions';
const COMPONENTS = ['StatusReportVersion', 'StatusChartVersion', 'PromReportVersion', 'IntensityScaleVersion'] as const;

/** /admin/app-versions/{appVersionId?}: the versions of the patient's app's parts; `new` adds one. */
export default function AppVersionsPage() {
  const id = useParams().appVersionId;
  const { t } = useTranslation('app-versions');
  const versions = useQuery({ queryKey: appVersionKeys.all, queryFn: ({ signal }) => listAppVersions(signal) });
  return (
    <PageState query={versions} loading={t('loading')} failed={t('loadFailed')}>
      {(list) => {
        if (!id) return <VersionList versions={list} />;
        const version = id === 'new' ? null : list.find((v) => v.Id === id);
        if (version === undefined) return <Text role="alert">{t('missing')}</Text>;
        return <VersionForm key={id} version={version} />;
      }}
    </PageState>
  );
}

function VersionList({ versions }: { versions: AppVersion[] }) {
  const { t } = useTranslation('app-versions');
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to={`${BASE}/new`}>
          {t('add')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('description')}</Table.Th>
              {COMPONENTS.map((c) => (
                <Table.Th key={c}>{t(`short.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.Id}>
                <Table.Td>
                  <Group gap="xs">
                    <Anchor component={Link} to={`${BASE}/${v.Id}`}>
                      {v.Name}
                    </Anchor>
                    {v.Default && <Badge variant="light">{t('default')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{v.Description ?? '–'}</Table.Td>
                {COMPONENTS.map((c) => (
                  <Table.Td key={c}>{v[c]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function VersionForm({ version }: { version: AppVersion | null }) {
  const { t, i18n } = useTranslation('app-versions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    Name: version?.Name ?? '',
    Description: version?.Description ?? '',
    Default: version?.Default ?? false,
    StatusReportVersion: version?.StatusReportVersion ?? 1,
    StatusChartVersion: version?.StatusChartVersion ?? 1,
    PromReportVersion: version?.PromReportVersion ?? 1,
    IntensityScaleVersion: version?.IntensityScaleVersion ?? 1,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: appVersionKeys.all });
    await navigate(BASE);
  };
  const save = useMutation({
    mutationFn: (input: AppVersionInput) =>
      version ? updateAppVersion({ ...input, Id: version.Id, Version: version.Version }) : createAppVersion(input),
    onSuccess: () => done(t('toast.saved')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const remove = useMutation({
    mutationFn: () => deleteAppVersion(version!.Id),
    onSuccess: () => done(t('toast.deleted')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={BASE}>
        {t('back')}
      </Anchor>
      <Title order={1}>{version ? t('edit', { name: version.Name }) : t('add')}</Title>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkForm(AppVersionInput, { ...values, Description: values.Description || null }, i18n.language);
          if (checked.errors) return setErrors(checked.errors);
          save.mutate(checked.data);
        }}
      >
        <TextInput
          label={t('name')}
          withAsterisk
          maxLength={16}
          value={values.Name}
          onChange={(e) => {
            const Name = e.currentTarget.value;
            setValues((v) => ({ ...v, Name }));
          }}
          error={errors.Name}
        />
        <TextInput
          label={t('description')}
          maxLength={256}
          value={values.Description}
          onChange={(e) => {
            const Description = e.currentTarget.value;
            setValues((v) => ({ ...v, Description }));
          }}
          error={errors.Description}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {COMPONENTS.map((c) => (
            <NumberInput
              key={c}
              label={t(`long.${c}`)}
              withAsterisk
              min={0}
              max={1000}
              allowDecimal={false}
              value={values[c]}
              onChange={(n) => setValues((v) => ({ ...v, [c]: typeof n === 'number' ? n : Number.NaN }))}
              error={errors[c]}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label={t('makeDefault')}
          description={t('defaultHint')}
          checked={values.Default}
          onChange={(e) => {
            const Default = e.currentTarget.checked;
            setValues((v) => ({ ...v, Default }));
          }}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          {version && <ConfirmButton label={t('delete')} onConfirm={() => remove.mutate()} loading={remove.isPending} />}
        </Group>
      </Stack>
    </Stack>
  );
}
