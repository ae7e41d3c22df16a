import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestHeaders } from '../../api/client';
import { getSession } from '../../api/session';
import { saveFile } from '../../ui/save-file';
import { toast } from '../../ui/toast';

/** Fetches the zip with the session's headers and hands it to the browser as a download. */
async function downloadMyData(): Promise<void> {
  const response = await fetch('/identity/my/user/data', { headers: requestHeaders(getSession()) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'symptoms.zip';
  saveFile(await response.blob(), name);
}

/** GDPR Art. 15 and 20: everything about the person, as JSON files in a zip. */
export function DataDownload() {
  const { t } = useTranslation('account');
  const download = useMutation({ mutationFn: downloadMyData, onError: () => toast.error(t('data.failed')) });
  return (
    <Stack gap="sm" maw={520}>
      <Text>{t('data.intro')}</Text>
      <Button
        leftSection={<IconDownload size={18} />}
        variant="light"
        w="fit-content"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('data.download')}
      </Button>
    </Stack>
  );
}
