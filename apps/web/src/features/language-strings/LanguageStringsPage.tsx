import { useMemo, useState } from 'react';
import { Anchor, Autocomplete, Button, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GLOBAL_ORGANIZATION_ID, LANGUAGES, LanguageStringInput, LanguageStringUpdate, type LanguageString } from '@symptoms/domain';
import {
  createLanguageString,
  deleteLanguageString,
  languageStringKeys,
  listLanguageStrings,
  updateLanguageString,
} from '../../api/language-strings';
import { useSession } from '../../app/session-hooks';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageState } from '../../ui/PageState';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { toast } from '../../ui/toast';
import { shippedKeys } from './overrides';
import { NAMESPACES } from '../../i18n';

const BASE = '/admin/language-strings';

/**
 * /admin/language-strings[/{stringId}/{languageId}]: the texts in force for the admin's organization,
 * by language, and one of its own to change. The system's texts (the global organization's, under
 * every organization's) are shown as such; only the service's administrators change them.
 */
export default function LanguageStringsPage() {
  const { stringId, languageId } = useParams();
  return stringId && languageId ? <EditString id={stringId} languageId={languageId} /> : <StringList />;
}

function useOverrides(language: string) {
  return useQuery({ queryKey: languageStringKeys.of(language), queryFn: ({ signal }) => listLanguageStrings(language, signal) });
}

/** The organization whose texts the admin writes: the active one (the global one's are the system's). */
function useOwnOrganization(): string {
  return useSession()?.token.organization ?? '';
}

function StringList() {
  const { t, i18n } = useTranslation('language-strings');
  const [language, setLanguage] = useState<string>(i18n.language);
  const overrides = useOverrides(language);
  const own = useOwnOrganization();
  const isSystem = own === GLOBAL_ORGANIZATION_ID;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" maw={720}>
        {t(isSystem ? 'introSystem' : 'intro')}
      </Text>
      <SegmentedControl
        w="fit-content"
        aria-label={t('language')}
        value={language}
        onChange={setLanguage}
        data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
      <PageState query={overrides} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('empty')}</Text>}>
        {(list) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('key')}</Table.Th>
                  <Table.Th>{t('description')}</Table.Th>
                  <Table.Th>{t('text')}</Table.Th>
                  <Table.Th>{t('scope')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((s) => (
                  <Table.Tr key={s.Id}>
                    <Table.Td>
                      {s.OrganizationId === own ? (
                        <Anchor component={Link} to={`${BASE}/${encodeURIComponent(s.Id)}/${s.LanguageId}`}>
                          <code>{s.Id}</code>
                        </Anchor>
                      ) : (
                        <code>{s.Id}</code>
                      )}
                    </Table.Td>
                    <Table.Td>{s.Description}</Table.Td>
                    <Table.Td>{s.Text}</Table.Td>
                    <Table.Td>{t(s.OrganizationId === GLOBAL_ORGANIZATION_ID ? 'scopeSystem' : 'scopeOwn')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PageState>
      <NewString language={language} taken={(overrides.data ?? []).filter((s) => s.OrganizationId === own)} />
    </Stack>
  );
}

function NewString({ language, taken }: { language: string; taken: readonly LanguageString[] }) {
  const { t, i18n } = useTranslation('language-strings');
  // Every namespace of the chosen language, so that any shipped text can be chosen (waits in the page's Suspense).
  useTranslation(NAMESPACES, { lng: language });
  const queryClient = useQueryClient();
  const keys = useMemo(() => shippedKeys(i18n, language), [i18n, language]);
  const [values, setValues] = useState({ Id: '', Description: '', Text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shippedText = keys.find((k) => k.id === values.Id)?.text;
  const create = useMutation({
    mutationFn: (input: LanguageStringInput) => createLanguageString(input),
    onSuccess: async () => {
      toast.success(t('toast.created'));
      setValues({ Id: '', Description: '', Text: '' });
      await queryClient.invalidateQueries({ queryKey: languageStringKeys.all });
    },
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  return (
    <Card withBorder maw={720}>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (!shippedText) return setErrors({ Id: t('unknownKey') });
          const checked = checkForm(LanguageStringInput, { ...values, LanguageId: language }, i18n.language);
          if (checked.errors) return setErrors(checked.errors);
          create.mutate(checked.data);
        }}
      >
        <Title order={2} size="h3">
          {t('new')}
        </Title>
        <Autocomplete
          label={t('key')}
          description={t('keyHint')}
          withAsterisk
          limit={20}
          data={keys.filter((k) => !taken.some((s) => s.Id === k.id)).map((k) => k.id)}
          value={values.Id}
          onChange={set('Id')}
          error={errors.Id || undefined}
        />
        {shippedText && (
          <Text size="sm">
            {t('shipped')}: <q>{shippedText}</q>
          </Text>
        )}
        <TextInput
          label={t('description')}
          withAsterisk
          maxLength={256}
          value={values.Description}
          onChange={(e) => set('Description')(e.currentTarget.value)}
          error={errors.Description || undefined}
        />
        <Textarea
          label={t('text')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={2048}
          value={values.Text}
          onChange={(e) => set('Text')(e.currentTarget.value)}
          error={errors.Text || undefined}
        />
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('add')}
        </Button>
      </Stack>
    </Card>
  );
}

function EditString({ id, languageId }: { id: string; languageId: string }) {
  const { t } = useTranslation('language-strings');
  const overrides = useOverrides(languageId);
  const own = useOwnOrganization();
  return (
    <PageState query={overrides} loading={t('loading')} failed={t('loadFailed')}>
      {(list) => {
        const current = list.find((s) => s.Id === id && s.OrganizationId === own);
        if (!current) return <Text role="alert">{t('missing')}</Text>;
        return <EditForm key={`${current.Id}-${current.Version}`} current={current} />;
      }}
    </PageState>
  );
}

function EditForm({ current }: { current: LanguageString }) {
  const { t, i18n } = useTranslation('language-strings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ Description: current.Description, Text: current.Text });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: languageStringKeys.all });
    await navigate(BASE);
  };
  const save = useMutation({
    mutationFn: (input: LanguageStringUpdate) => updateLanguageString(current.Id, current.LanguageId, input),
    onSuccess: () => done(t('toast.saved')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const remove = useMutation({
    mutationFn: (everywhere: boolean) => deleteLanguageString(current.Id, everywhere ? undefined : current.LanguageId),
    onSuccess: () => done(t('toast.deleted')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={BASE}>
        {t('back')}
      </Anchor>
      <Title order={1}>{t('edit')}</Title>
      <Text>
        <code>{current.Id}</code> · {t(`languages.${current.LanguageId}`)}
      </Text>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkForm(LanguageStringUpdate, { ...values, Version: current.Version }, i18n.language);
          if (checked.errors) return setErrors(checked.errors);
          save.mutate(checked.data);
        }}
      >
        <TextInput
          label={t('description')}
          withAsterisk
          maxLength={256}
          value={values.Description}
          onChange={(e) => {
            const Description = e.currentTarget.value;
            setValues((v) => ({ ...v, Description }));
          }}
          error={errors.Description || undefined}
        />
        <Textarea
          label={t('text')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={2048}
          value={values.Text}
          onChange={(e) => {
            const Text = e.currentTarget.value;
            setValues((v) => ({ ...v, Text }));
          }}
          error={errors.Text || undefined}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <ConfirmButton label={t('deleteLanguage')} onConfirm={() => remove.mutate(false)} loading={remove.isPending} />
          <ConfirmButton label={t('deleteAll')} onConfirm={() => remove.mutate(true)} loading={remove.isPending} />
        </Group>
      </Stack>
    </Stack>
  );
}
