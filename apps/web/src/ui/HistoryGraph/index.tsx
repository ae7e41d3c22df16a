import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { GRAPH } from '@symptoms/domain';
import type { HistoryGraphProps, ValueAxis } from './HistoryGraph';

export { RangeButtons, useHistoryRange, HISTORY_RANGE_KEY } from './range';
export type { GraphSeries } from './rows';
export type { HistoryGraphProps, ValueAxis };

const Chart = lazy(() => import('./HistoryGraph'));

/** The history graph, loaded with recharts only when a graph is shown. */
export function HistoryGraph(props: HistoryGraphProps) {
  return (
    <Suspense fallback={<Loader style={{ height: props.height ?? GRAPH.height }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
