import type { Prom, PromListItem, PromReportView } from '@symptoms/domain';
import type { GraphSeries, ValueAxis } from '../../ui/HistoryGraph';

const STEPS = [1, 2, 5, 10, 20, 25, 50, 100];
const MAX_TICKS = 6;

/** The value axis of a PROM's Score: its Scoring range with round ticks (0–27 → 0, 5 … 25). */
export function scoreAxis(min: number, max: number): ValueAxis {
  const span = Math.max(1, max - min);
  const step = STEPS.find((s) => Math.floor(span / s) + 1 <= MAX_TICKS) ?? Math.ceil(span / (MAX_TICKS - 1));
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) ticks.push(v);
  return { min, max, ticks };
}

/** False when the PROM hides its score or has no score at all (no scoring, or ESAS-r and the screening). */
export function showsScore(prom: Pick<Prom, 'HideScore' | 'PromMeta' | 'Scoring'>): boolean {
  if (prom.HideScore || prom.PromMeta?.HideScore) return false;
  return prom.Scoring.Method !== 'none' && prom.Scoring.Max > prom.Scoring.Min;
}

/** When a report counts in a graph: when it was completed, else when it was started. */
export function reportDate(report: Pick<PromReportView, 'CompletedDate' | 'CreatedDate'>): string {
  return report.CompletedDate ?? report.CreatedDate;
}

/** One series of the reports' Scores; reports without a Score (not complete) are left out. */
export function scoreSeries(prom: Pick<Prom, 'Id' | 'Title'>, reports: readonly PromReportView[], colour: string): GraphSeries {
  return {
    key: `prom-${prom.Id}`,
    label: prom.Title,
    colour,
    points: reports.filter((r) => r.PromId === prom.Id && r.Score !== null).map((r) => ({ Date: reportDate(r), Value: r.Score! })),
  };
}

/**
 * The PROMs the graphs page draws: those with at least one scored report, in the order of the
 * patient's list, leaving out PROMs whose list entry already says HideScore.
 */
export function graphedPromIds(proms: readonly Pick<PromListItem, 'Id' | 'HideScore'>[], reports: readonly PromReportView[]): string[] {
  const scored = new Set(reports.filter((r) => r.Score !== null).map((r) => r.PromId));
  return proms.filter((p) => !p.HideScore && scored.has(p.Id)).map((p) => p.Id);
}
