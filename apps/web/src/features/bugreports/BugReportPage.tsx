import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, FileButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BUG_REPORT_DESCRIPTION_MAX,
  BUG_REPORT_DESCRIPTION_MIN_EXCLUSIVE,
  BUG_REPORT_MIME_TYPES,
  landingPath,
  type BugReportScreenshot,
} from '@symptoms/domain';
import { sendBugReport } from '../../api/bugreports';
import { readAsDataUrl } from '../../api/uploads';
import { useClientConfig, useSession } from '../../app/session-hooks';
import { toast } from '../../ui/toast';
import { forgetDraft, keepDraft, readDraft } from './draft';

/** /bugreport (spec 2 §2): what went wrong, screenshots, optionally anonymous; the text is kept as a draft until sent. */
export function BugReportPage() {
  const { t } = useTranslation('bugreports');
  const navigate = useNavigate();
  const session = useSession();
  const version = useClientConfig().data?.Version ?? null;
  const [draft, setDraft] = useState(readDraft);
  const [shots, setShots] = useState<BugReportScreenshot[]>([]);
  const change = (next: typeof draft) => {
    setDraft(next);
    keepDraft(next);
  };
  const attach = async (files: File[]) => {
    const fresh = files.filter(
      (f) => (BUG_REPORT_MIME_TYPES as readonly string[]).includes(f.type) && !shots.some((s) => s.FileName === f.name),
    );
    const read = await Promise.all(
      fresh.map(async (f) => ({ FileName: f.name, MimeType: f.type as BugReportScreenshot['MimeType'], Data: await readAsDataUrl(f) })),
    );
    setShots((current) => [...current, ...read]);
  };
  const send = useMutation({
    mutationFn: () =>
      sendBugReport({
        Description: draft.description.trim(),
        Anonymous: draft.anonymous,
        Screenshots: shots,
        Resolution: `${window.screen.width}x${window.screen.height}`,
        Url: window.location.pathname,
        FrontendVersion: version,
      }),
    onSuccess: async () => {
      forgetDraft();
      toast.success(t('sent'));
      await navigate(session ? landingPath(session.token.role) : '/welcome');
    },
    onError: () => toast.error(t('failed')),
  });
  const long = draft.description.trim().length > BUG_REPORT_DESCRIPTION_MIN_EXCLUSIVE;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (long) send.mutate();
  };

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('description')}
            description={t('descriptionHint', { count: draft.description.length, max: BUG_REPORT_DESCRIPTION_MAX })}
            rows={6}
            maxLength={BUG_REPORT_DESCRIPTION_MAX}
            value={draft.description}
            onChange={(e) => change({ ...draft, description: e.currentTarget.value })}
          />
          <Group>
            <FileButton multiple accept={BUG_REPORT_MIME_TYPES.join(',')} onChange={(files) => void attach(files)}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPaperclip size={18} />}>
                  {t('attach')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('attachHint')}
            </Text>
          </Group>
          {shots.length > 0 && (
            <Stack gap={4} role="list" aria-label={t('attached')}>
              {shots.map((shot) => (
                <Group key={shot.FileName} gap="xs" role="listitem">
                  <Text size="sm">{shot.FileName}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('remove', { name: shot.FileName })}
                    onClick={() => setShots(shots.filter((s) => s.FileName !== shot.FileName))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Checkbox
            label={t('anonymous')}
            description={t('anonymousHint')}
            checked={draft.anonymous}
            onChange={(e) => change({ ...draft, anonymous: e.currentTarget.checked })}
          />
          <Button type="submit" disabled={!long} loading={send.isPending} w="fit-content">
            {t('send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
