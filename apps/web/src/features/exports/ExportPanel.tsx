import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, ExportRequest, type ExportKind } from '@symptoms/domain';
import { countExport, downloadExport } from '../../api/exports';
import { saveFile } from '../../ui/save-file';
import { toast } from '../../ui/toast';

type Outcome = 'noData' | 'done' | null;

/**
 * Exports of the active group (spec 3 §7 Exports): the kind, a day range, and whether to log it
 * (only participants not yet exported, who are then marked). Asks first how much the export would
 * hold, and says so when there is nothing instead of giving an empty file.
 */
export function ExportPanel() {
  const { t } = useTranslation('exports');
  const [kind, setKind] = useState<ExportKind>('promreports');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [logExport, setLogExport] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = ExportRequest.safeParse({ From: from || null, To: to || null, LogExport: logExport });
  const run = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      if (!request.success) return null;
      const count = await countExport(kind, request.data);
      if (count.Rows === 0 || count.Participants === 0) return 'noData';
      const file = await downloadExport(kind, request.data);
      saveFile(file.blob, file.fileName);
      return 'done';
    },
    onSuccess: (result) => {
      setOutcome(result);
      if (result === 'done') toast.success(t('done'));
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="export-heading" maw={640}>
      <Title order={2} id="export-heading">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Select
        label={t('kind')}
        data={EXPORT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={(value) => value && setKind(value as ExportKind)}
        allowDeselect={false}
      />
      <Group grow align="flex-start">
        <TextInput type="date" label={t('from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput
          type="date"
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={!request.success ? t('toBeforeFrom') : undefined}
        />
      </Group>
      <Checkbox
        label={t('logExport')}
        description={t('logExportHelp')}
        checked={logExport}
        onChange={(e) => setLogExport(e.currentTarget.checked)}
      />
      <Button
        leftSection={<IconDownload size={18} />}
        w="fit-content"
        loading={run.isPending}
        disabled={!request.success}
        onClick={() => {
          setOutcome(null);
          run.mutate();
        }}
      >
        {t('export')}
      </Button>
      {outcome === 'noData' && (
        <Alert color="yellow" role="alert">
          {t('noData')}
        </Alert>
      )}
    </Stack>
  );
}
