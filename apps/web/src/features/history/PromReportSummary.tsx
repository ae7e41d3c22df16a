import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PromReport } from '@symptoms/domain';
import { useMyGroupProms } from '../../api/proms';

/** A PROM report in the history: the questionnaire's title and, unless it hides it, the score. */
export function PromReportSummary({ report }: { report: PromReport }) {
  const { t } = useTranslation('history');
  const proms = useMyGroupProms();
  const prom = proms.data?.find((p) => p.Id === report.PromId);
  const showScore = prom ? !prom.HideScore : false;
  return (
    <Text>
      <Text span fw={500}>
        {/* Never the raw id ("phq9"): the title, or a sentence while it is unknown. */}
        {prom?.Title ?? (proms.isPending ? '' : t('promUnavailable'))}
      </Text>
      {showScore && report.Score !== null && report.Score !== undefined && <> · {t('promScore', { score: report.Score })}</>}
    </Text>
  );
}
