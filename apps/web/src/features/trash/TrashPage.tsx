import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { daysUntilPurge, type TrashItem } from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { notesKeys } from '../../api/notes';
import { symptomsKeys } from '../../api/symptoms';
import { getTrash, purgeTrash, restoreTrash, trashKeys } from '../../api/trash';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

type Confirm = { kind: 'one'; item: TrashItem } | { kind: 'all' } | null;

function TrashEntry({ item, busy, onRestore, onPurge }: { item: TrashItem; busy: boolean; onRestore: () => void; onPurge: () => void }) {
  const { t } = useTranslation('trash');
  const days = daysUntilPurge(item.PurgeDate);
  return (
    <Paper component="li" withBorder radius={12} p="md" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t(`types.${item.ResourceType}`)}</Text>
          <Text size="sm" c="dimmed">
            {days === 0 ? t('purgeToday') : t('daysLeft', { count: days })}
          </Text>
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{item.ResourceDescription}</Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRestore size={20} stroke={1.75} />} onClick={onRestore} disabled={busy}>
            {t('restore')}
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrashX size={20} stroke={1.75} />} onClick={onPurge} disabled={busy}>
            {t('purge')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Trash (`/trash`): restore or purge per item or all at once; a failure reloads the trash (spec 1 §8). */
export default function TrashPage() {
  const { t } = useTranslation('trash');
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const trash = useQuery({ queryKey: trashKeys.all, queryFn: ({ signal }) => getTrash(signal) });
  const items = trash.data ?? [];

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trashKeys.all }),
      queryClient.invalidateQueries({ queryKey: notesKeys.all }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      // Restored or purged symptoms and symptom reports (a purged symptom also leaves its reports).
      queryClient.invalidateQueries({ queryKey: symptomsKeys.all }),
    ]);

  const change = useMutation({
    mutationFn: ({ action, ids }: { action: 'restore' | 'purge'; ids: string[] }) =>
      action === 'restore' ? restoreTrash(ids) : purgeTrash(ids),
    onSuccess: async (_data, { action }) => {
      toast.success(t(action === 'restore' ? 'toast.restored' : 'toast.purged'));
      await reload();
    },
    onError: async () => {
      toast.error(t('toast.failed'));
      await reload();
    },
  });
  const run = (action: 'restore' | 'purge', ids: string[]) => change.mutate({ action, ids });

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {trash.isPending && <Loader aria-label={t('loading')} />}
      {trash.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {trash.isSuccess && items.length === 0 && <Text>{t('empty')}</Text>}
      {items.length > 0 && (
        <>
          <Group gap="sm">
            <Button
              leftSection={<IconRestore size={20} stroke={1.75} />}
              onClick={() =>
                run(
                  'restore',
                  items.map((i) => i.Id),
                )
              }
              disabled={change.isPending}
            >
              {t('restoreAll')}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrashX size={20} stroke={1.75} />}
              onClick={() => setConfirm({ kind: 'all' })}
              disabled={change.isPending}
            >
              {t('purgeAll')}
            </Button>
          </Group>
          <Stack component="ul" gap="sm" p={0} m={0}>
            {items.map((item) => (
              <TrashEntry
                key={item.Id}
                item={item}
                busy={change.isPending}
                onRestore={() => run('restore', [item.Id])}
                onPurge={() => setConfirm({ kind: 'one', item })}
              />
            ))}
          </Stack>
        </>
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'all' ? t('confirmPurgeAll.title') : t('confirmPurge.title')}
        acceptLabel={confirm?.kind === 'all' ? t('confirmPurgeAll.accept') : t('confirmPurge.accept')}
        onAccept={() => {
          if (confirm?.kind === 'all')
            run(
              'purge',
              items.map((i) => i.Id),
            );
          else if (confirm?.kind === 'one') run('purge', [confirm.item.Id]);
        }}
      >
        <Text>{confirm?.kind === 'all' ? t('confirmPurgeAll.text', { count: items.length }) : t('confirmPurge.text')}</Text>
      </Modal>
    </Stack>
  );
}
