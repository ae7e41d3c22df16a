import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRAPH, type HistoryRangeName, type Prom, type PromReportView } from '@symptoms/domain';
import { HistoryGraph } from '../../ui/HistoryGraph';
import { scoreAxis, scoreSeries } from './score-graph';

/** The darkest teal of the theme: a line with 3:1 contrast on white. */
const SCORE_COLOUR = '#087f5b';

interface ScoreGraphProps {
  prom: Prom;
  reports: readonly PromReportView[];
  range: HistoryRangeName;
  onRangeChange: (range: HistoryRangeName) => void;
  bounds: { from: Date; to: Date };
  height?: number;
}

/** A PROM's Scores over time in the shared history graph, on the PROM's own score range. */
export function ScoreGraph({ prom, reports, range, onRangeChange, bounds, height = GRAPH.height }: ScoreGraphProps) {
  const { t } = useTranslation('proms');
  const { Min: min, Max: max, HigherIsBetter } = prom.Scoring;
  const series = useMemo(() => [scoreSeries(prom, reports, SCORE_COLOUR)], [prom, reports]);
  const axis = useMemo(() => scoreAxis(min, max), [min, max]);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t(HigherIsBetter ? 'reports.higherBetter' : 'reports.higherWorse', { min, max })}
      </Text>
      <HistoryGraph
        series={series}
        range={range}
        onRangeChange={onRangeChange}
        bounds={bounds}
        height={height}
        valueAxis={axis}
        label={t('reports.graphLabel', { prom: prom.Title })}
      />
    </>
  );
}
