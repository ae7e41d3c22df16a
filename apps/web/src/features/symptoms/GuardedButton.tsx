import { useId, type ReactNode } from 'react';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '@symptoms/domain';

interface GuardedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the button cannot be used now; null when it can. Shown as a tooltip and read by screen readers. */
  blockedBy: string | null;
  onClick: () => void;
  children: ReactNode;
  type?: 'button' | 'submit';
}

/**
 * A button that stays focusable while it cannot be used, so its tooltip can say why
 * (a disabled button gets no hover or focus events).
 */
export function GuardedButton({ blockedBy, onClick, children, type = 'button', ...rest }: GuardedButtonProps) {
  const reasonId = useId();
  const blocked = blockedBy !== null;
  return (
    <>
      <Tooltip label={blockedBy} disabled={!blocked} openDelay={TOOLTIP_DELAY_MS} events={{ hover: true, focus: true, touch: true }}>
        <Button
          {...rest}
          type={type}
          data-disabled={blocked || undefined}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={(event) => {
            if (blocked) {
              event.preventDefault();
              return;
            }
            onClick();
          }}
        >
          {children}
        </Button>
      </Tooltip>
      {blocked && <VisuallyHidden id={reasonId}>{blockedBy}</VisuallyHidden>}
    </>
  );
}
