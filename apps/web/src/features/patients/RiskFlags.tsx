import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromRiskFlag } from '@symptoms/domain';
import { staffPatientPath } from '../../api/patient-source';
import { isLanguageId } from '../../i18n';
import { writtenDateTime } from '../../ui/relative-date';

/**
 * The risk flags of a patient's recent answers (PHQ-9 item 9), where staff look first: the list,
 * the overview, the questionnaires. Each names its report and when it was answered, links to it,
 * and says what to do (the single report's guidance); the title says "risk" in words, so the
 * red is never the only sign. `compact` is the list's smaller form.
 */
export function RiskFlags({ patientId, flags, compact = false }: { patientId: string; flags: readonly PromRiskFlag[]; compact?: boolean }) {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  if (flags.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius={12}
      p={compact ? 'sm' : 'md'}
      icon={<IconAlertTriangle size={compact ? 22 : 28} aria-hidden />}
      title={
        <Text component="span" fw={700} size={compact ? 'sm' : 'md'}>
          {t('promreport.risk.title')}
        </Text>
      }
      data-testid="risk-flag"
    >
      <Stack gap={4}>
        {flags.map((flag) => (
          <Text key={flag.PromReportId} size="sm">
            <Anchor component={Link} to={staffPatientPath(patientId, `promreports/${flag.PromReportId}`)} fw={600} size="sm">
              <span lang={flag.Language}>{flag.Title}</span>
            </Anchor>
            {', '}
            {t('riskFlag.answered', { date: writtenDateTime(flag.CompletedDate, language) })}
          </Text>
        ))}
        <Text size="sm">{t('promreport.risk.text')}</Text>
      </Stack>
    </Alert>
  );
}
