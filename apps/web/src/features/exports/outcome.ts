import type { ExportCount, ExportRequest } from '@symptoms/domain';

/** Why an export holds nothing: its days had no data, every participant's data was exported before, or there is none yet. */
export type EmptyReason = 'noDataInInterval' | 'nothingNew' | 'nothingYet';

/**
 * What the screen says instead of handing over an empty file, or null when there is something to
 * export. Spec 3 §5's "no data found for the given interval" only when days were given.
 */
export function emptyReason(request: ExportRequest, count: ExportCount): EmptyReason | null {
  if (count.Rows > 0 && count.Participants > 0) return null;
  if (request.From || request.To) return 'noDataInInterval';
  return request.LogExport ? 'nothingNew' : 'nothingYet';
}
