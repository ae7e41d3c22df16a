import { useCallback, useMemo, useState } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HISTORY_RANGES, rangeBounds, type HistoryRangeName } from '@symptoms/domain';

/** The shared graph's default range: 30 days (spec 1 §9). */
export const DEFAULT_HISTORY_RANGE: HistoryRangeName = '1m';
export const HISTORY_RANGE_KEY = 'symptoms.historyRange';

function storedRange(key: string): HistoryRangeName {
  try {
    const value = localStorage.getItem(key);
    return value && (HISTORY_RANGES as readonly string[]).includes(value) ? (value as HistoryRangeName) : DEFAULT_HISTORY_RANGE;
  } catch {
    return DEFAULT_HISTORY_RANGE;
  }
}

/** The range ends after the current minute, so a report saved a moment ago is inside it. */
function endOfThisMinute(): number {
  return Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
}

/**
 * The chosen range, remembered on this device for every graph, and the [from, to) it shows. The end
 * is fixed to the minute the range was chosen, so the query key stays stable while the page is open.
 */
export function useHistoryRange(key = HISTORY_RANGE_KEY) {
  const [range, setRange] = useState<HistoryRangeName>(() => storedRange(key));
  const [now, setNow] = useState(endOfThisMinute);
  const choose = useCallback(
    (next: HistoryRangeName) => {
      setRange(next);
      setNow(endOfThisMinute());
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private mode: remembered for this visit only.
      }
    },
    [key],
  );
  const bounds = useMemo(() => rangeBounds(range, new Date(now)), [range, now]);
  return { range, setRange: choose, bounds };
}

/** The seven range buttons; they wrap on narrow phones. */
export function RangeButtons({ range, onChange }: { range: HistoryRangeName; onChange: (range: HistoryRangeName) => void }) {
  const { t } = useTranslation('statusreports');
  return (
    <Group gap={4} role="group" aria-label={t('history.range')} className="history-ranges">
      {HISTORY_RANGES.map((name) => (
        <UnstyledButton
          key={name}
          className="history-range"
          aria-pressed={range === name}
          data-selected={range === name || undefined}
          onClick={() => onChange(name)}
        >
          {t(`history.ranges.${name}`)}
        </UnstyledButton>
      ))}
    </Group>
  );
}
