import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHARE_FLAGS, type LanguageId, type Share } from '@symptoms/domain';
import { staffPatientPath } from '../../api/patient-source';
import { isLanguageId } from '../../i18n';
import { writtenDateTime } from '../../ui/relative-date';

function useLanguage(): LanguageId {
  const { i18n } = useTranslation();
  return isLanguageId(i18n.language) ? i18n.language : 'sv';
}

/** What a request asks for, or what a share shows: the ticked flags as badges. */
function Flags({ share, label }: { share: Share; label: string }) {
  const { t } = useTranslation('sharerequests');
  const on = SHARE_FLAGS.filter((flag) => share[flag]);
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" component="span">
        {label}:
      </Text>
      {on.length === 0 ? (
        <Text size="sm">{t('nothing')}</Text>
      ) : (
        on.map((flag) => (
          <Badge key={flag} variant="light" color="gray" radius="sm" tt="none">
            {t(`flags.${flag}`)}
          </Badge>
        ))
      )}
    </Group>
  );
}

/** The patient's name and masked personnummer (the server masks it: the clinician typed the number to ask). */
function patientLine(share: Share, t: TFunction<'sharerequests'>): string {
  return t('patient', { name: share.PatientName, personnummer: share.PatientPersonnummer });
}

/** One patient's card: their name (a link while the share is on), a state badge, then what is said of it. */
function PatientCard({ share, link, badge, children }: { share: Share; link: boolean; badge?: string; children: ReactNode }) {
  const { t } = useTranslation('sharerequests');
  return (
    <Paper component="li" withBorder radius={12} p="md" style={{ listStyle: 'none' }} aria-label={share.PatientName}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          {link ? (
            <Anchor component={Link} to={staffPatientPath(share.PatientId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {patientLine(share, t)}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {patientLine(share, t)}
            </Text>
          )}
          {badge && (
            <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {badge}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The clinician's requests the patient has not answered yet; the patient accepts or declines on their shares page. */
export function RequestList({ requests }: { requests: Share[] }) {
  const { t } = useTranslation('sharerequests');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {requests.map((share) => (
        <PatientCard key={share.ShareId} share={share} link={false} badge={t('requests.waiting')}>
          {share.RequestedDate && (
            <Text size="sm" c="dimmed">
              {t('requests.sent', { date: writtenDateTime(share.RequestedDate, language) })}
            </Text>
          )}
          <Flags share={share} label={t('asks')} />
        </PatientCard>
      ))}
    </Stack>
  );
}

/** Accepted shares with the clinician or their unit: what each shows, and a link to the patient while it is on. */
export function ShareList({ shares }: { shares: Share[] }) {
  const { t } = useTranslation('sharerequests');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {shares.map((share) => (
        <PatientCard key={share.ShareId} share={share} link={share.Enabled} badge={share.Enabled ? undefined : t('shares.off')}>
          {share.AcceptedDate && (
            <Text size="sm" c="dimmed">
              {t('shares.accepted', { date: writtenDateTime(share.AcceptedDate, language) })}
            </Text>
          )}
          {share.ShareWithUnit && (
            <Text size="sm">{t('shares.viaUnit', { unit: share.ShareWithUserFullName ?? share.ShareWithUnit })}</Text>
          )}
          <Flags share={share} label={t('sees')} />
        </PatientCard>
      ))}
    </Stack>
  );
}
