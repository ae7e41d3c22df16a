import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SystemSymptomDefinitionsUpdate, type SymptomDefinition } from '@symptoms/domain';
import { listSystemDefinitions, saveSystemDefinitions, systemDefinitionKeys } from '../../api/system-symptom-definitions';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { PageState } from '../../ui/PageState';
import { toast } from '../../ui/toast';

interface Row {
  Id: string | null;
  Name: string;
}

/** /admin/symptom-definitions: the standard symptom list patients choose from, named in the admin's language. */
export default function SystemDefinitionsPage() {
  const { t, i18n } = useTranslation('symptom-definitions');
  const definitions = useQuery({
    queryKey: systemDefinitionKeys.of(i18n.language),
    queryFn: ({ signal }) => listSystemDefinitions(signal),
  });
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro', { language: t(`languages.${i18n.language}`) })}</Text>
      {/* A failed read never offers an empty list to save over the real one. */}
      <PageState query={definitions} loading={t('loading')} failed={t('loadFailed')}>
        {(saved) => <DefinitionList key={definitions.dataUpdatedAt} saved={saved} />}
      </PageState>
    </Stack>
  );
}

function DefinitionList({ saved }: { saved: SymptomDefinition[] }) {
  const { t, i18n } = useTranslation('symptom-definitions');
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(saved.map((d) => ({ Id: d.Id, Name: d.Name })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (list: SystemSymptomDefinitionsUpdate) => saveSystemDefinitions(list),
    onSuccess: async (list) => {
      queryClient.setQueryData(systemDefinitionKeys.of(i18n.language), list);
      toast.success(t('toast.saved'));
    },
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const move = (i: number, by: number) =>
    setRows((r) => {
      const next = [...r];
      const [row] = next.splice(i, 1);
      next.splice(i + by, 0, row!);
      return next;
    });
  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        const list = rows.map((r, index) => ({ ...(r.Id ? { Id: r.Id } : {}), Name: r.Name, Index: index }));
        const checked = checkForm(SystemSymptomDefinitionsUpdate, list, i18n.language);
        if (checked.errors) return setErrors(checked.errors);
        save.mutate(checked.data);
      }}
    >
      {rows.map((row, i) => (
        <Group key={row.Id ?? `new-${i}`} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t('name', { n: i + 1 })}
            style={{ flex: 1 }}
            maxLength={60}
            value={row.Name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setRows((r) => r.map((x, j) => (j === i ? { ...x, Name: name } : x)));
              setErrors((er) => ({ ...er, [`${i}.Name`]: '' }));
            }}
            error={errors[`${i}.Name`] || undefined}
          />
          <ActionIcon variant="subtle" size="lg" aria-label={t('up', { name: row.Name })} disabled={i === 0} onClick={() => move(i, -1)}>
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('down', { name: row.Name })}
            disabled={i === rows.length - 1}
            onClick={() => move(i, 1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group mt="sm">
        <Button variant="default" onClick={() => setRows((r) => [...r, { Id: null, Name: '' }])}>
          {t('add')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
