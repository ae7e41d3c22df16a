import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';

export type ScaleSelectVia = 'click' | 'key';

interface ScaleRadioGroupProps {
  /** The values in the order they are shown (and arrow keys walk them). */
  values: readonly number[];
  /** The chosen value, or none. */
  value: number | null | undefined;
  /** A pointer click ('click'), or Space, Enter, an arrow, Home or End key ('key', which always chooses, never clears). */
  onSelect: (value: number, via: ScaleSelectVia) => void;
  labelledBy?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
  optionClassName: string;
  optionStyle?: (value: number) => CSSProperties;
  /** The accessible name of one option (its number, by default). */
  optionLabel?: (value: number) => string | undefined;
  children: (value: number, checked: boolean) => ReactNode;
  testId?: string;
}

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACK = new Set(['ArrowLeft', 'ArrowUp']);
/** Keys that activate a button: in the radio pattern they select the focused option. */
const SELECT = new Set([' ', 'Enter']);

/**
 * A 0–10 (or any whole-number) scale as one radio group, the WAI-ARIA APG radio group pattern: one
 * Tab stop (the chosen option, else the first), arrow keys move the choice and wrap at the ends,
 * Home and End go to the ends, Space (and Enter) select the focused option and never clear it (the
 * button's own click on those keys is held back: a click may toggle). The status report, the symptom intensity and PROM scales share it.
 */
export function ScaleRadioGroup(props: ScaleRadioGroupProps) {
  const { values, value, onSelect, labelledBy, label, disabled = false, className, optionClassName, optionStyle, optionLabel } = props;
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const chosen = value ?? null;
  const tabStop = chosen !== null && values.includes(chosen) ? chosen : values[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (SELECT.has(event.key)) {
      event.preventDefault();
      onSelect(values[index]!, 'key');
      return;
    }
    let next: number | undefined;
    if (FORWARD.has(event.key)) next = (index + 1) % values.length;
    else if (BACK.has(event.key)) next = (index - 1 + values.length) % values.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = values.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = values[next]!;
    onSelect(target, 'key');
    refs.current.get(target)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={className}
      data-testid={props.testId}
    >
      {values.map((v, index) => {
        const checked = chosen === v;
        return (
          <UnstyledButton
            key={v}
            ref={(element: HTMLButtonElement | null) => {
              if (element) refs.current.set(v, element);
              else refs.current.delete(v);
            }}
            role="radio"
            aria-checked={checked}
            aria-label={optionLabel?.(v)}
            tabIndex={v === tabStop ? 0 : -1}
            disabled={disabled}
            className={optionClassName}
            data-selected={checked || undefined}
            style={optionStyle?.(v)}
            onClick={() => onSelect(v, 'click')}
            onKeyDown={(event) => onKeyDown(event, index)}
            // Space clicks a button on key up: the key down above has already selected.
            onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
          >
            {props.children(v, checked)}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
