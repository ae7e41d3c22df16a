import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiEvents } from '../api/events';
import { toast } from '../ui/toast';
import { ConnectionLostModal } from './ConnectionLostModal';
import { useFocusMainHeading } from './focus-heading';
import { forgetUserData } from './session-actions';

/** Around every route: scroll to top and focus the main heading on navigation, and the app's reactions to request-layer events. */
export function RootLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useFocusMainHeading(pathname);

  useEffect(() => {
    const off = [
      apiEvents.on('sessionExpired', () => forgetUserData(queryClient)),
      apiEvents.on('contracts', () => toast.warning(t('events.contracts'))),
      apiEvents.on('twoFactorRequired', () => toast.warning(t('events.twoFactor'))),
    ];
    return () => off.forEach((stop) => stop());
  }, [queryClient, t]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
      <ConnectionLostModal />
    </>
  );
}
