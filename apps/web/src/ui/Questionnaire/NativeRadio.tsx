import { useLayoutEffect, useRef } from 'react';
import { useEventCallback } from './use-event-callback';

interface NativeRadioProps {
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  /** A click or an arrow key on the radio (the browser has already checked it). */
  onClick: () => void;
}

/**
 * A native radio input that React renders a slot for but does not manage. React treats a click on
 * an input it manages as a change and restores every radio of the same name afterwards (it writes
 * their name and type again), which costs a style recalculation of the whole group on every
 * answer. Here the browser checks the radio at once, with its own keyboard behaviour, and the
 * effects below keep the input in step with the answers (a second click that unselects, a
 * restored draft).
 */
export function NativeRadio({ name, value, checked, disabled, onClick }: NativeRadioProps) {
  const slot = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const click = useEventCallback(onClick);
  useLayoutEffect(() => {
    const element = document.createElement('input');
    element.type = 'radio';
    element.addEventListener('click', click);
    slot.current!.append(element);
    input.current = element;
    return () => {
      element.remove();
      input.current = null;
    };
  }, [click]);
  useLayoutEffect(() => {
    const element = input.current!;
    // Unchecked before it joins another group: a checked radio joining a group unchecks the one
    // already chosen there (options move from question to question in the stepwise display).
    if (!checked && element.checked) element.checked = false;
    if (element.name !== name) element.name = name;
    if (element.value !== value) element.value = value;
    if (checked && !element.checked) element.checked = true;
    if (element.disabled !== disabled) element.disabled = disabled;
  }, [name, value, checked, disabled]);
  return <span ref={slot} className="q-radio-slot" />;
}
