import { useCallback, useState } from 'react';

/** Style options (spec 1 §2): status report as smileys or numbers, status chart as pie or dots; kept on this device. */
export const REPORT_STYLES = ['smileys', 'numbers'] as const;
export type ReportStyle = (typeof REPORT_STYLES)[number];
export const CHART_STYLES = ['pie', 'dots'] as const;

/** The status report with every area on one page, or one area at a time (as the PROMs offer). */
export const REPORT_LAYOUTS = ['all', 'one'] as const;
export const REPORT_LAYOUT_KEY = 'symptoms.statusReportLayout';

export const REPORT_STYLE_KEY = 'symptoms.statusReportStyle';
export const CHART_STYLE_KEY = 'symptoms.statusChartStyle';

function read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, allowed, fallback));
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private mode: the choice lasts for this visit.
      }
    },
    [key],
  );
  return [value, choose];
}
