import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageId, Session } from '@symptoms/domain';
import { endOtherSessions } from '../../api/accounts';
import { endSession, getMySessions } from '../../api/identity';
import { useSession } from '../../app/session-hooks';
import { toast } from '../../ui/toast';
import { writtenDateTime } from '../../ui/relative-date';
import { sessionDevices, type SessionDevice } from './session-devices';

const KEY = ['my-sessions'] as const;

/**
 * Where the account is logged in (spec 2 §3 Session), one card per device: system, place, how and
 * when it last logged in and how many logins it holds; the older ones fold out. End a device's logins,
 * one of them, or all others.
 */
export function SessionList() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const current = useSession()?.token.session_id;
  const sessions = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getMySessions(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const end = useMutation({ mutationFn: (ids: string[]) => Promise.all(ids.map((id) => endSession(id))), onSettled: refresh });
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(current!),
    onSuccess: ({ Ended }) => toast.success(t('sessions.ended', { count: Ended })),
    onSettled: refresh,
  });
  const active = (sessions.data ?? []).filter((s) => s.Active);

  return (
    <Stack gap="sm" maw={640}>
      <Text c="dimmed">{t('sessions.intro')}</Text>
      {sessionDevices(active, current).map((device) => (
        <DeviceCard key={device.key} device={device} current={current} end={end} />
      ))}
      {active.length > 1 && (
        <Button variant="light" color="red" w="fit-content" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {t('sessions.endOthers')}
        </Button>
      )}
    </Stack>
  );
}

interface DeviceCardProps {
  device: SessionDevice;
  current: string | undefined;
  end: { mutate: (ids: string[]) => void; isPending: boolean; variables: string[] | undefined };
}

function DeviceCard({ device, current, end }: DeviceCardProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.language as LanguageId;
  const [open, setOpen] = useState(false);
  const { latest, sessions } = device;
  const older = sessions.slice(1);
  const name = [latest.Device, latest.OperatingSystem].filter(Boolean).join(', ') || t('sessions.unknownDevice');
  const place = [latest.City, latest.Country].filter(Boolean).join(', ');
  const ending = (ids: string[]) => end.isPending && end.variables?.join() === ids.join();
  const endable = sessions.filter((s) => s.Id !== current).map((s) => s.Id);
  const how = (s: Session) =>
    `${t(`sessions.provider.${s.Provider}`, { defaultValue: s.Provider })} · ${writtenDateTime(s.LatestLogin, language)}`;

  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {device.hasCurrent && <Badge color="teal">{t('sessions.current')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {[place, t(`sessions.provider.${latest.Provider}`, { defaultValue: latest.Provider })].filter(Boolean).join(' · ')} ·{' '}
            {t('sessions.latest', { date: writtenDateTime(latest.LatestLogin, language) })}
          </Text>
          {sessions.length > 1 && <Text size="sm">{t('sessions.count', { count: sessions.length })}</Text>}
        </Stack>
        {!device.hasCurrent && (
          <Button variant="light" color="red" size="xs" flex="none" loading={ending(endable)} onClick={() => end.mutate(endable)}>
            {t('sessions.end')}
          </Button>
        )}
      </Group>
      {older.length > 0 && (
        <>
          <Button variant="subtle" size="compact-sm" mt="xs" w="fit-content" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('sessions.hideOlder') : t('sessions.showOlder', { count: older.length })}
          </Button>
          {open && (
            <Stack gap={4} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {older.map((s) => (
                <Group key={s.Id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{how(s)}</Text>
                  {s.Id !== current && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      flex="none"
                      loading={ending([s.Id])}
                      onClick={() => end.mutate([s.Id])}
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
    </Card>
  );
}
