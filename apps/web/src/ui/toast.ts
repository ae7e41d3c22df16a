import { notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_DEFAULT_MS, TOAST_SUCCESS_MS, TOAST_WARNING_MS } from '@symptoms/domain';
import i18n from '../i18n';

// The close button needs a name in the current language for screen readers.
const show = (data: NotificationData) => notifications.show({ ...data, closeButtonProps: { 'aria-label': i18n.t('ui:modal.close') } });

/** Outcomes of actions (never field errors): success 4 s, warning 5 s, anything else 2 s (spec 3 §9). */
export const toast = {
  show: (message: string) => show({ message, autoClose: TOAST_DEFAULT_MS }),
  success: (message: string) => show({ message, color: 'teal', autoClose: TOAST_SUCCESS_MS }),
  warning: (message: string) => show({ message, color: 'yellow', autoClose: TOAST_WARNING_MS }),
  // Failures get the warning's 5 s too: 2 s is too short to read an error.
  error: (message: string) => show({ message, color: 'red', autoClose: TOAST_WARNING_MS }),
};
