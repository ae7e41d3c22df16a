import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionIcon, Alert, Button, FileButton, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cleanFileName, UPLOAD_EXTENSIONS, UPLOAD_MIME_TYPES, type PatientUpload } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { nextStudyTaskRoute } from '../../api/studytasks';
import { createUpload, deleteUpload, downloadUpload, getUploads, readAsDataUrl, uploadsKeys } from '../../api/uploads';
import { Modal } from '../../ui/Modal';
import { isLanguageId } from '../../i18n';
import { dateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';
import { checkFile, type FileProblem } from './check-file';

const ACCEPT = [...UPLOAD_MIME_TYPES, ...Object.values(UPLOAD_EXTENSIONS).flat()].join(',');
const TYPE_LABELS: Record<PatientUpload['MimeType'], string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'application/pdf': 'PDF' };

/** Opens a blob in a new tab. The tab is opened during the click, before the download, so no popup blocker stops it. */
async function openInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export default function UploadsPage() {
  const { t, i18n } = useTranslation('uploads');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const resetFile = useRef<() => void>(null);
  const [confirming, setConfirming] = useState<PatientUpload | null>(null);
  const uploads = useQuery({ queryKey: uploadsKeys.all, queryFn: ({ signal }) => getUploads(signal) });

  const failureText = (error: unknown, fallback?: string) =>
    error instanceof ApiError ? error.message || fallback || t('noResponse') : t('noResponse');

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const checked = await checkFile(file);
      if (!checked.ok) {
        setProblem(checked.problem);
        return null;
      }
      return createUpload({
        FileName: cleanFileName(file.name),
        MimeType: checked.mimeType,
        Data: await readAsDataUrl(file),
        CreatedDate: new Date().toISOString(),
      });
    },
    onSuccess: async (created) => {
      if (!created) return;
      toast.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: uploadsKeys.all });
      const task = await nextStudyTaskRoute();
      if (task && task !== '/fileuploads') void navigate(task);
    },
    onError: (error) => toast.error(failureText(error)),
  });

  const remove = useMutation({
    mutationFn: (item: PatientUpload) => deleteUpload(item.Id),
    onSuccess: () => toast.success(t('deleted')),
    onError: (error) => toast.error(failureText(error, t('deleteFailed'))),
    // Success or not, show what the server has now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsKeys.all }),
  });

  const open = (item: PatientUpload) => {
    openInNewTab(() => downloadUpload(item.Id)).catch((error: unknown) => toast.error(failureText(error, t('openFailed'))));
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Group>
        <FileButton
          accept={ACCEPT}
          onChange={(file) => {
            setProblem(null);
            if (file) upload.mutate(file);
            resetFile.current?.(); // the same file can be chosen again
          }}
          resetRef={resetFile}
        >
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} />} loading={upload.isPending} loaderProps={{ type: 'dots' }}>
              {t('upload')}
            </Button>
          )}
        </FileButton>
        {upload.isPending && <Text size="sm">{t('uploading')}</Text>}
      </Group>
      {problem && (
        <Alert
          color="red"
          role="alert"
          radius={12}
          icon={<IconAlertCircle size={20} aria-hidden />}
          withCloseButton
          onClose={() => setProblem(null)}
          closeButtonLabel={t('cancel')}
        >
          {t(problem)}
        </Alert>
      )}

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('listTitle')}
        </Title>
        {uploads.isPending && <Loader aria-label={t('loading')} />}
        {uploads.isError && (
          <Alert color="red" role="alert" radius={12} icon={<IconAlertCircle size={20} aria-hidden />}>
            {failureText(uploads.error)}
          </Alert>
        )}
        {uploads.data?.length === 0 && <Text>{t('empty')}</Text>}
        {uploads.data && uploads.data.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listTitle')}>
            {uploads.data.map((item) => (
              <Paper component="li" key={item.Id} withBorder radius={8} p="sm" className="upload-item">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <UnstyledButton
                    onClick={() => open(item)}
                    aria-label={t('open', { name: item.FileName })}
                    style={{ minWidth: 0, flex: 1 }}
                  >
                    <Group gap="sm" wrap="nowrap">
                      {item.MimeType === 'application/pdf' ? (
                        <IconFileTypePdf size={28} aria-hidden />
                      ) : (
                        <IconPhoto size={28} aria-hidden />
                      )}
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        {/* A link in the app's colour, as every other link. */}
                        <Text fw={600} c="teal.9" td="underline" style={{ overflowWrap: 'anywhere' }}>
                          {item.FileName}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {dateTime(item.CreatedDate, language, undefined, true)} · {TYPE_LABELS[item.MimeType]} ·{' '}
                          {t('size', { size: Math.max(1, Math.round(item.Size / 1024)) })}
                        </Text>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('delete', { name: item.FileName })}
                    onClick={() => setConfirming(item)}
                    disabled={remove.isPending}
                  >
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('confirmTitle')}
        acceptLabel={t('confirmAccept')}
        cancelLabel={t('cancel')}
        onAccept={() => {
          if (confirming) remove.mutate(confirming);
        }}
      >
        <Text>{t('confirmText', { name: confirming?.FileName ?? '' })}</Text>
      </Modal>
    </Stack>
  );
}
