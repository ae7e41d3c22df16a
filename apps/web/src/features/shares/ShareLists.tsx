import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHARE_FLAGS, type LanguageId, type Share } from '@symptoms/domain';
import { writtenDateTime } from '../../ui/relative-date';

function Flags({ share }: { share: Share }) {
  const { t } = useTranslation('shares');
  const on = SHARE_FLAGS.filter((flag) => share[flag]);
  return (
    <Group gap={6} wrap="wrap" aria-label={t('sharedItems')}>
      {on.length === 0 ? (
        <Text size="sm">{t('nothingShared')}</Text>
      ) : (
        on.map((flag) => (
          <Badge key={flag} variant="light" color="gray" radius="sm">
            {t(`flags.${flag}`)}
          </Badge>
        ))
      )}
    </Group>
  );
}

/** A list item; the highlighted one (a share the patient tried to make again) is marked, and focusable to be shown. */
function itemProps(share: Share, highlighted: string | null) {
  const marked = share.ShareId === highlighted;
  return {
    id: `share-${share.ShareId}`,
    tabIndex: -1,
    withBorder: true,
    radius: 12,
    p: 'md',
    'aria-current': marked ? ('true' as const) : undefined,
    style: { listStyle: 'none', ...(marked ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 } : {}) },
  };
}

/** Clinicians' requests for a share: accept (after a confirmation) or decline. */
export function RequestList({
  requests,
  busy,
  onAccept,
  onDecline,
  highlighted,
}: {
  highlighted: string | null;
  requests: Share[];
  busy: boolean;
  onAccept: (s: Share) => void;
  onDecline: (s: Share) => void;
}) {
  const { t, i18n } = useTranslation('shares');
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {requests.map((share) => (
        <Paper key={share.ShareId} component="li" {...itemProps(share, highlighted)}>
          <Stack gap="xs">
            <Text fw={600}>{t('request.from', { name: share.RequestedBy ?? share.ShareWithUserFullName ?? '' })}</Text>
            {share.RequestedDate && (
              <Text size="sm" c="dimmed">
                {writtenDateTime(share.RequestedDate, i18n.language as LanguageId)}
              </Text>
            )}
            <Flags share={share} />
            <Group gap="sm">
              <Button onClick={() => onAccept(share)} disabled={busy}>
                {t('request.accept')}
              </Button>
              <Button variant="default" onClick={() => onDecline(share)} disabled={busy}>
                {t('request.decline')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The patient's shares: whom with, what, on or off, and removal. */
export function ShareList({
  shares,
  busy,
  onToggle,
  onRemove,
  highlighted,
}: {
  highlighted: string | null;
  shares: Share[];
  busy: boolean;
  onToggle: (s: Share, on: boolean) => void;
  onRemove: (s: Share) => void;
}) {
  const { t } = useTranslation('shares');
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {shares.map((share) => {
        const name = share.ShareWithUserFullName ?? share.ShareWithUnit ?? '';
        return (
          <Paper key={share.ShareId} component="li" {...itemProps(share, highlighted)}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {share.ShareWithUnit ? t('share.unit', { name }) : name}
                </Text>
                <Switch
                  checked={share.Enabled}
                  onChange={(event) => onToggle(share, event.currentTarget.checked)}
                  disabled={busy}
                  label={share.Enabled ? t('share.on') : t('share.off')}
                  aria-label={t('share.toggle', { name })}
                />
              </Group>
              <Flags share={share} />
              <Button variant="outline" color="red.9" onClick={() => onRemove(share)} disabled={busy} style={{ alignSelf: 'flex-start' }}>
                {t('share.remove')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
