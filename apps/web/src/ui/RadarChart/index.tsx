import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { RadarChartProps } from './RadarChart';

export type { RadarChartProps };
export { radarData } from './data';

const Chart = lazy(() => import('./RadarChart'));

/** The radar chart, loaded with recharts only where it is shown. */
export function RadarChart(props: RadarChartProps) {
  return (
    <Suspense fallback={<Loader />}>
      <Chart {...props} />
    </Suspense>
  );
}
