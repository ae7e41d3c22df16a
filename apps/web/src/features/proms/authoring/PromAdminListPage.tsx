import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthoredPromListItem } from '@symptoms/domain';
import { deleteProm, getAuthoredProms, promAuthoringKeys } from '../../../api/proms-authoring';
import { useSession } from '../../../app/session-hooks';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast';
import { promEditPath } from './paths';

/** `/admin/proms`: the PROMs the caller authors and the shipped ones (read and copy), and the group's export. */
export default function PromAdminListPage() {
  const { t } = useTranslation('proms');
  const session = useSession();
  const queryClient = useQueryClient();
  const scope = `${session?.token.organization}/${session?.token.group}/${session?.token.role}`;
  const list = useQuery({ queryKey: promAuthoringKeys.list(scope), queryFn: ({ signal }) => getAuthoredProms(signal) });
  const [removing, setRemoving] = useState<AuthoredPromListItem | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteProm(id),
    onSuccess: () => {
      toast.success(t('authoring.deleted'));
      void queryClient.invalidateQueries({ queryKey: promAuthoringKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('authoring.listTitle')}</Title>
          <Text c="dimmed">{t('authoring.listIntro')}</Text>
        </Stack>
        <Button component={Link} to={promEditPath()} leftSection={<IconPlus size={18} />}>
          {t('authoring.new')}
        </Button>
      </Group>
      {list.isPending && <Loader aria-label={t('authoring.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('authoring.columns.title')}</Table.Th>
                <Table.Th>{t('authoring.columns.languages')}</Table.Th>
                <Table.Th>{t('authoring.columns.questions')}</Table.Th>
                <Table.Th>{t('authoring.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('authoring.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((prom) => (
                <Table.Tr key={prom.Id}>
                  <Table.Td>
                    <Text fw={600}>{prom.Title}</Text>
                    <Text size="sm" c="dimmed">
                      {prom.Id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{prom.LanguageIds.map((l) => t(`authoring.language.${l}`)).join(', ')}</Table.Td>
                  <Table.Td>{prom.QuestionCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {prom.Shipped && <Badge variant="light">{t('authoring.shipped')}</Badge>}
                      <Badge variant="outline" color={prom.IsVisible ? 'teal' : 'gray'}>
                        {prom.IsVisible ? t('authoring.visible') : t('authoring.hidden')}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {prom.CanEdit ? (
                        <Button
                          component={Link}
                          to={promEditPath(prom.Id)}
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={16} />}
                          aria-label={t('authoring.editNamed', { title: prom.Title })}
                        >
                          {t('authoring.edit')}
                        </Button>
                      ) : (
                        <Button
                          component={Link}
                          to={`${promEditPath()}?copy=${encodeURIComponent(prom.Id)}`}
                          size="xs"
                          variant="light"
                          leftSection={<IconCopy size={16} />}
                          aria-label={t('authoring.copyNamed', { title: prom.Title })}
                        >
                          {t('authoring.copy')}
                        </Button>
                      )}
                      {prom.CanEdit && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          aria-label={t('authoring.deleteNamed', { title: prom.Title })}
                          onClick={() => setRemoving(prom)}
                        >
                          {t('authoring.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('authoring.deleteTitle')}
        onAccept={() => {
          if (removing) remove.mutate(removing.Id);
        }}
        acceptLabel={t('authoring.delete')}
      >
        <Text>{t('authoring.deleteQuestion', { title: removing?.Title ?? '' })}</Text>
      </Modal>
    </Stack>
  );
}
