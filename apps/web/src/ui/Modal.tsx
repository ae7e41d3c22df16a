import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal as MantineModal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODAL_SCROLL_THRESHOLD_PX } from '@symptoms/domain';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Sticky: no Escape, no backdrop close, no close button. */
  sticky?: boolean;
  onAccept?: () => void | Promise<void>;
  acceptLabel?: string;
  cancelLabel?: string;
  /** Default true: accepting closes the modal. */
  closeOnAccept?: boolean;
  /** Accept stays disabled until the content is scrolled to within 50 px of its end. */
  scrollToAccept?: boolean;
}

export function scrolledToEnd(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= MODAL_SCROLL_THRESHOLD_PX;
}

/**
 * A modal that is closed, and done closing, renders nothing: Mantine's modal runs its focus,
 * scroll-lock and transition hooks even while closed, and a screen keeps several of them, all
 * rendered again on every click (the questionnaire's stepwise answers among them). When it opens
 * it is first rendered closed for a frame, so Mantine plays its opening transition.
 */
export function Modal(props: ModalProps) {
  const { opened } = props;
  const [mounted, setMounted] = useState(opened);
  useEffect(() => {
    if (!opened || mounted) return;
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, [opened, mounted]);
  if (!opened && !mounted) return null;
  return <MountedModal {...props} opened={opened && mounted} onExited={() => setMounted(false)} />;
}

function MountedModal(props: ModalProps & { onExited: () => void }) {
  const { opened, onClose, title, children, sticky = false, onAccept, acceptLabel, cancelLabel, closeOnAccept = true, onExited } = props;
  const { t } = useTranslation('ui');
  const [scrolledOnce, setScrolledOnce] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const acceptEnabled = !props.scrollToAccept || scrolledOnce;

  const accept = async () => {
    await onAccept?.();
    if (closeOnAccept) onClose();
  };

  // A short text that never scrolls counts as read once it is measured.
  const measure = (element: HTMLDivElement | null) => {
    contentRef.current = element;
    if (element && element.scrollHeight > 0 && scrolledToEnd(element)) setScrolledOnce(true);
  };

  return (
    <MantineModal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnEscape={!sticky}
      closeOnClickOutside={!sticky}
      withCloseButton={!sticky}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      onExitTransitionEnd={onExited}
    >
      <Stack gap="md">
        {props.scrollToAccept ? (
          <div
            ref={measure}
            className="modal-scroll"
            data-testid="modal-scroll"
            style={{ maxHeight: '55vh', overflowY: 'auto' }}
            onScroll={(event) => {
              if (scrolledToEnd(event.currentTarget)) setScrolledOnce(true);
            }}
          >
            {children}
          </div>
        ) : (
          children
        )}
        {onAccept && (
          <Group justify="flex-end" gap="sm">
            {!sticky && (
              <Button variant="default" onClick={onClose}>
                {cancelLabel ?? t('modal.cancel')}
              </Button>
            )}
            <Button onClick={() => void accept()} disabled={!acceptEnabled}>
              {acceptLabel ?? t('modal.accept')}
            </Button>
          </Group>
        )}
      </Stack>
    </MantineModal>
  );
}
