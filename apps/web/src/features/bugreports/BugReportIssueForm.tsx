import { useState } from 'react';
import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BugReportIssueCreate, type BugReport } from '@symptoms/domain';
import { fileBugReportIssue } from '../../api/bugreports';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { toast } from '../../ui/toast';

const TITLE_LENGTH = 80;

/** What the form starts from: the report's first line as the title; its text and the technical facts, never who sent it. */
export function issueDraft(report: BugReport): { Title: string; Body: string } {
  const firstLine = report.Description.trim().split('\n')[0]!.trim();
  const facts = [
    report.Device && report.OperatingSystem ? `${report.Device}, ${report.OperatingSystem}` : report.Device,
    report.Resolution,
    report.Url,
    [report.FrontendVersion, report.BackendVersion].filter(Boolean).join(' / ') || null,
  ].filter(Boolean);
  return {
    Title: firstLine.length > TITLE_LENGTH ? `${firstLine.slice(0, TITLE_LENGTH - 1)}…` : firstLine,
    Body: [report.Description.trim(), ...(facts.length ? ['', ...facts.map((f) => `- ${f}`)] : [])].join('\n'),
  };
}

/**
 * Files the report in the service's issue tracker, in the words the handler settles on here: the
 * text leaves the service, so the handler removes anything about a person before sending.
 */
export function BugReportIssueForm({ report }: { report: BugReport }) {
  const { t, i18n } = useTranslation('bugreports');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => issueDraft(report));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const file = useMutation({
    mutationFn: (input: BugReportIssueCreate) => fileBugReportIssue(input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['bugreports', report.Id], saved);
      await queryClient.invalidateQueries({ queryKey: ['bugreports'], exact: true });
      toast.success(t('issue.filed', { id: saved.IssueId }));
    },
    onError: (e) => toast.error(saveErrorMessage(e, t('failed'))),
  });
  if (report.IssueId)
    return (
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('issue.title')}
          </Title>
          <Text>
            {t('issue.filedAs')}{' '}
            {report.IssueUrl ? (
              <Anchor href={report.IssueUrl} target="_blank" rel="noreferrer">
                #{report.IssueId}
              </Anchor>
            ) : (
              `#${report.IssueId}`
            )}
          </Text>
        </Stack>
      </Card>
    );
  return (
    <Card withBorder>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkForm(BugReportIssueCreate, { Id: report.Id, ...values }, i18n.language);
          setErrors(checked.errors ?? {});
          if (checked.data) file.mutate(checked.data);
        }}
      >
        <Title order={2} size="h3">
          {t('issue.title')}
        </Title>
        <Alert color="yellow" variant="light">
          {t('issue.leaves')}
        </Alert>
        <TextInput
          label={t('issue.issueTitle')}
          maxLength={200}
          value={values.Title}
          onChange={(e) => {
            const Title = e.currentTarget.value;
            setValues((v) => ({ ...v, Title }));
          }}
          error={errors.Title}
        />
        <Textarea
          label={t('issue.body')}
          autosize
          minRows={4}
          maxLength={8000}
          value={values.Body}
          onChange={(e) => {
            const Body = e.currentTarget.value;
            setValues((v) => ({ ...v, Body }));
          }}
          error={errors.Body}
        />
        <Button type="submit" w="fit-content" loading={file.isPending}>
          {t('issue.file')}
        </Button>
      </Stack>
    </Card>
  );
}
