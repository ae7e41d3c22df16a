import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/download';
import { toast } from '../../ui/toast';

const downloadMyData = () => downloadFile('/identity/my/user/data', 'symptoms.zip');

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
