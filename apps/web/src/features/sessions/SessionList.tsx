import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageId, Session } from '@symptoms/domain';
import { endOtherSessions } from '../../api/accounts';
import { endSession, getMySessions } from '../../api/identity';
import { useSession } from '../../app/session-hooks';
import { toast } from '../../ui/toast';
import { writtenDateTime } from '../../ui/relative-date';

const KEY = ['my-sessions'] as const;

/** Where the account is logged in (spec 2 §3 Session): device, system, how, latest; end one or all others. */
export function SessionList() {
  const { t, i18n } = useTranslation('profile');
  const queryClient = useQueryClient();
  const current = useSession()?.token.session_id;
  const sessions = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getMySessions(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const end = useMutation({ mutationFn: (id: string) => endSession(id), onSettled: refresh });
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(current!),
    onSuccess: ({ Ended }) => toast.success(t('sessions.ended', { count: Ended })),
    onSettled: refresh,
  });
  const active = (sessions.data ?? []).filter((s) => s.Active);
  const describe = (s: Session) => [s.Device, s.OperatingSystem].filter(Boolean).join(', ') || t('sessions.unknownDevice');

  return (
    <Stack gap="sm" maw={640}>
      <Text c="dimmed">{t('sessions.intro')}</Text>
      {active.map((s) => (
        <Card key={s.Id} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{describe(s)}</Text>
                {s.Id === current && <Badge color="teal">{t('sessions.current')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`sessions.provider.${s.Provider}`, { defaultValue: s.Provider })} ·{' '}
                {t('sessions.latest', { date: writtenDateTime(s.LatestLogin, i18n.language as LanguageId) })}
              </Text>
            </Stack>
            {s.Id !== current && (
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={end.isPending && end.variables === s.Id}
                onClick={() => end.mutate(s.Id)}
              >
                {t('sessions.end')}
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {active.length > 1 && (
        <Button variant="light" color="red" w="fit-content" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {t('sessions.endOthers')}
        </Button>
      )}
    </Stack>
  );
}
