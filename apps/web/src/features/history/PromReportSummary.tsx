import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromReport } from '@symptoms/domain';
import { getMyGroupProms, promsKeys } from '../../api/proms';

/** A PROM report in the history: the questionnaire's title and, unless it hides it, the score. */
export function PromReportSummary({ report }: { report: PromReport }) {
  const { t } = useTranslation('history');
  const proms = useQuery({ queryKey: promsKeys.myGroupList(), queryFn: ({ signal }) => getMyGroupProms(signal), staleTime: 5 * 60_000 });
  const prom = proms.data?.find((p) => p.Id === report.PromId);
  const showScore = prom ? !prom.HideScore : false;
  return (
    <Text>
      <Text span fw={500}>
        {prom?.Title ?? report.PromId}
      </Text>
      {showScore && report.Score !== null && report.Score !== undefined && <> · {t('promScore', { score: report.Score })}</>}
    </Text>
  );
}
