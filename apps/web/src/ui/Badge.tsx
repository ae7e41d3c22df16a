import type { ReactNode } from 'react';
import { Badge as MantineBadge } from '@mantine/core';

type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'alert';

const COLORS: Record<BadgeTone, string> = { neutral: 'gray', info: 'blue', success: 'teal', warning: 'yellow', alert: 'red' };

/**
 * Counts and states; filled red for something that needs attention (e.g. very important news). The
 * warning's text is dark: light yellow text on its pale background fails WCAG's contrast (axe).
 */
export function Badge({ tone = 'neutral', children, label }: { tone?: BadgeTone; children: ReactNode; label?: string }) {
  return (
    <MantineBadge
      color={COLORS[tone]}
      variant={tone === 'alert' ? 'filled' : 'light'}
      c={tone === 'warning' ? 'dark.7' : undefined}
      size="lg"
      radius="xl"
      aria-label={label}
    >
      {children}
    </MantineBadge>
  );
}
