import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, ExportRequest, type ExportKind } from '@symptoms/domain';
import { countExport, downloadExport } from '../../api/exports';
import { saveFile } from '../../ui/save-file';
import { toast } from '../../ui/toast';
import { emptyReason, type EmptyReason } from './outcome';

type Outcome = { empty: EmptyReason } | { file: string } | null;

/**
 * Exports of the active group (spec 3 §7 Exports), for those who export (researchers and
 * statisticians): the kind, a day range, and whether to log it (only participants not yet exported,
 * who are then marked). Asks first how much the export would hold, and says why there is nothing
 * instead of giving an empty file.
 */
export default function ExportsPage() {
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
      const empty = emptyReason(request.data, await countExport(kind, request.data));
      if (empty) return { empty };
      const file = await downloadExport(kind, request.data);
      saveFile(file.blob, file.fileName);
      return { file: file.fileName };
    },
    onSuccess: (result) => {
      setOutcome(result);
      if (result && 'file' in result) toast.success(t('done'));
    },
    onError: (error) => toast.error(error.message),
  });
  const change = (set: () => void) => {
    set();
    setOutcome(null);
  };
  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Radio.Group label={t('kind')} value={kind} onChange={(value) => change(() => setKind(value as ExportKind))}>
        <Stack gap="xs" mt="xs">
          {EXPORT_KINDS.map((value) => (
            <Radio key={value} value={value} label={t(`kinds.${value}`)} description={t(`kindHints.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput type="date" label={t('from')} value={from} onChange={(e) => change(() => setFrom(e.currentTarget.value))} />
        <TextInput
          type="date"
          label={t('to')}
          value={to}
          onChange={(e) => change(() => setTo(e.currentTarget.value))}
          error={!request.success ? t('toBeforeFrom') : undefined}
        />
      </Group>
      <Checkbox
        label={t('logExport')}
        description={t('logExportHelp')}
        checked={logExport}
        onChange={(e) => change(() => setLogExport(e.currentTarget.checked))}
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
      {outcome && 'empty' in outcome && (
        <Alert color="yellow" role="alert">
          {t(`empty.${outcome.empty}`)}
        </Alert>
      )}
      {outcome && 'file' in outcome && <Text role="status">{t('downloaded', { file: outcome.file })}</Text>}
    </Stack>
  );
}
