import { Group, SegmentedControl, Text } from '@mantine/core';

interface OptionSwitchProps<T extends string> {
  /** Id of the visible label, which names the switch for screen readers. */
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}

/** A labelled choice between a few display styles (smileys or numbers, dots or pie, normal or stepwise). */
export function OptionSwitch<T extends string>({ id, label, value, onChange, options }: OptionSwitchProps<T>) {
  return (
    <Group gap="sm">
      <Text size="sm" id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={(v) => onChange(v as T)} data={options} />
    </Group>
  );
}
