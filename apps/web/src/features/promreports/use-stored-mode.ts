import { useCallback, useState } from 'react';

/** Spec 1 §3 style option: a PROM report as CAT (one question at a time) or normal; kept on this device. */
export const FILL_MODES = ['normal', 'cat'] as const;
export type FillMode = (typeof FILL_MODES)[number];
const KEY = 'symptoms.promReportStyle';

function readMode(): FillMode {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'cat' ? 'cat' : 'normal';
  } catch {
    return 'normal';
  }
}

export function useStoredMode(): [FillMode, (mode: FillMode) => void] {
  const [mode, setMode] = useState<FillMode>(readMode);
  const choose = useCallback((next: FillMode) => {
    setMode(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }, []);
  return [mode, choose];
}
