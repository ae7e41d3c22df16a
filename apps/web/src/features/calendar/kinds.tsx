import { IconActivity, IconClipboardList, IconMoodSmile, IconNote } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { CALENDAR_KINDS, type CalendarKind } from '@symptoms/domain';

export const KIND_ORDER = CALENDAR_KINDS;

/** One icon and colour per report type, the same in the grid, the legend and the day's list. */
export const KIND_STYLE: Record<CalendarKind, { icon: ComponentType<{ size?: number; stroke?: number; color?: string }>; color: string }> =
  {
    PromReport: { icon: IconClipboardList, color: 'var(--mantine-color-grape-7)' },
    SymptomReport: { icon: IconActivity, color: 'var(--mantine-color-red-8)' },
    StatusReport: { icon: IconMoodSmile, color: 'var(--mantine-color-teal-8)' },
    Note: { icon: IconNote, color: 'var(--mantine-color-blue-8)' },
  };
