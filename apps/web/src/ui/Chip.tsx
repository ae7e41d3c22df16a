import type { ReactNode } from 'react';
import { Chip as MantineChip } from '@mantine/core';

/** A toggle for filters and choices. */
export function Chip({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <MantineChip checked={checked} onChange={onChange} variant="light" size="md">
      {children}
    </MantineChip>
  );
}
