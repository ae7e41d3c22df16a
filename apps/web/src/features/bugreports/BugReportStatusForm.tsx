import { useState } from 'react';
import { Button, Card, Checkbox, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BUG_REPORT_STATUSES, BugReportUpdate, type BugReport } from '@symptoms/domain';
import { updateBugReport } from '../../api/bugreports';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { toast } from '../../ui/toast';

/** The staff's handling of a report: its status, whether it is processed, and a comment. */
export function BugReportStatusForm({ report }: { report: BugReport }) {
  const { t, i18n } = useTranslation('bugreports');
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ Status: report.Status, Processed: report.Processed, Reason: report.Reason ?? '' });
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (update: BugReportUpdate) => updateBugReport(report.Id, update),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['bugreports', report.Id], saved);
      await queryClient.invalidateQueries({ queryKey: ['bugreports'], exact: true });
      toast.success(t('handling.saved'));
    },
    onError: (e) => toast.error(saveErrorMessage(e, t('failed'))),
  });
  return (
    <Card withBorder>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkForm(BugReportUpdate, { ...values, Reason: values.Reason || null }, i18n.language);
          if (checked.errors) return setError(Object.values(checked.errors)[0]);
          save.mutate(checked.data);
        }}
      >
        <Title order={2} size="h3">
          {t('handling.title')}
        </Title>
        <Select
          label={t('handling.status')}
          data={BUG_REPORT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={values.Status}
          onChange={(s) => s && setValues((v) => ({ ...v, Status: s }))}
          allowDeselect={false}
          maw={280}
        />
        <Checkbox
          label={t('handling.processed')}
          checked={values.Processed}
          onChange={(e) => {
            const Processed = e.currentTarget.checked;
            setValues((v) => ({ ...v, Processed }));
          }}
        />
        <Textarea
          label={t('handling.reason')}
          autosize
          minRows={2}
          maxLength={1024}
          value={values.Reason}
          onChange={(e) => {
            const Reason = e.currentTarget.value;
            setValues((v) => ({ ...v, Reason }));
          }}
          error={error}
        />
        {report.Processed && report.ProcessedBy && (
          <Text size="sm" c="dimmed">
            {t('handling.processedBy', { name: report.ProcessedBy })}
          </Text>
        )}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('handling.save')}
        </Button>
      </Stack>
    </Card>
  );
}
