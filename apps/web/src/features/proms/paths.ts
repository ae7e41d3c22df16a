/** Links into the PROM screens, one place so every list agrees on them. */

export function reportsByPromPath(promId: string): string {
  return `/promreports/prom/${encodeURIComponent(promId)}`;
}

/** The fill-in page; without a report id it starts a new report. */
export function fillPromPath(promId: string, reportId?: string): string {
  const base = `/promreport/edit/${encodeURIComponent(promId)}`;
  return reportId ? `${base}/${encodeURIComponent(reportId)}` : base;
}

export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search';
}
