import { aggregateSeries, type HistoryRangeName, type SeriesBand, type StatusValuePoint } from '@symptoms/domain';

export interface GraphSeries {
  key: string;
  label: string;
  colour: string;
  points: readonly StatusValuePoint[];
}

export interface GraphRow {
  /** Where the row is drawn, ms: the answer's time when it is alone in its bucket, else the bucket's middle. */
  t: number;
  start: number;
  end: number;
  [value: string]: number | [number, number] | undefined;
}

/**
 * The rows the chart draws: every series aggregated into the range's buckets first (so 3 years of
 * daily answers become about 80 rows), merged on the bucket. Per series `key` the average,
 * `key_band` [min, max] and `key_count`.
 */
export function graphRows(
  series: readonly GraphSeries[],
  range: HistoryRangeName,
  bounds: { from: Date; to: Date },
): { rows: GraphRow[]; banded: boolean } {
  const byStart = new Map<number, GraphRow>();
  let banded = false;
  for (const s of series) {
    const bands: SeriesBand[] = aggregateSeries(s.points, range, bounds);
    for (const band of bands) {
      const start = band.Start.getTime();
      const end = band.End.getTime();
      let row = byStart.get(start);
      const at = band.At.getTime();
      if (!row) {
        // A single answer is drawn at its own time; a band of several at the middle of its bucket.
        row = { t: at, start, end };
        byStart.set(start, row);
      } else if (row.t !== at) row.t = start + (end - start) / 2;
      row[s.key] = Math.round(band.Average * 10) / 10;
      row[`${s.key}_band`] = [band.Min, band.Max];
      row[`${s.key}_count`] = band.Count;
      if (band.Count > 1) banded = true;
    }
  }
  return { rows: [...byStart.values()].sort((a, b) => a.t - b.t), banded };
}
