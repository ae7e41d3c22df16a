import { GROUP_MAP_DAYS_MAX, MANIKIN_MODELS, stockholmDay, type Model } from '@symptoms/domain';

const DAY_MS = 86_400_000;
/** Without dates in the address the map shows the last 30 days. */
const DEFAULT_DAYS = 30;
const isDay = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

export interface MapRange {
  model: Model;
  from: string;
  to: string;
}

/** The map's model and days from the address, the missing ones defaulted (today in Stockholm, 30 days back). */
export function rangeFromParams(params: { model?: string; fromDate?: string; toDate?: string }, now = Date.now()): MapRange {
  const model = (MANIKIN_MODELS as readonly string[]).includes(params.model ?? '') ? (params.model as Model) : 'male';
  const to = isDay(params.toDate) ? params.toDate : stockholmDay(now);
  const from = isDay(params.fromDate) ? params.fromDate : new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { model, from, to };
}

export const mapPath = ({ model, from, to }: MapRange) => `/admin/groupsymptoms/${model}/${from}/${to}`;

/** Why the range cannot be shown (an i18n key), or null. */
export function rangeProblem({ from, to }: MapRange): 'fromAfterTo' | 'rangeTooLong' | 'invalidDate' | null {
  if (!isDay(from) || !isDay(to)) return 'invalidDate';
  if (from > to) return 'fromAfterTo';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= GROUP_MAP_DAYS_MAX) return 'rangeTooLong';
  return null;
}
