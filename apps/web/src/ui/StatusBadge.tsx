import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

export type StatusTone = 'neutral' | 'info' | 'warning' | 'alert' | 'success';

const COLORS: Record<StatusTone, string> = { neutral: 'gray', info: 'blue', warning: 'orange', alert: 'red', success: 'teal' };

/** A state in a list (due, late, done): a light badge of its colour with dark text, readable on every colour (WCAG AA). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const color = COLORS[tone];
  return (
    <Badge
      color={color}
      variant="light"
      c="dark.9"
      size="lg"
      radius="xl"
      tt="none"
      fw={600}
      // The whole state is read, never cut off: a long date wraps inside the badge.
      styles={{
        root: { maxWidth: 'none', height: 'auto', minHeight: 26, paddingBlock: 2 },
        label: { overflow: 'visible', whiteSpace: 'normal' },
      }}
    >
      {children}
    </Badge>
  );
}
