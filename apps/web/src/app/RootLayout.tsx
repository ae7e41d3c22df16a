import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiEvents } from '../api/events';
import { CONSENT_FLOW_PATHS, TOS_PATH } from '../features/consents/paths';
import { ConnectionLostModal } from './ConnectionLostModal';
import { useFocusMainHeading } from './focus-heading';
import { forgetUserData } from './session-actions';

/** Around every route: scroll to top and focus the main heading on navigation, and the app's reactions to request-layer events. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useFocusMainHeading(pathname);

  useEffect(() => {
    const off = [
      apiEvents.on('sessionExpired', () => forgetUserData(queryClient)),
      // Spec 2 §7: a 412 starts the terms flow, which comes back here afterwards.
      apiEvents.on('contracts', () => {
        if (!CONSENT_FLOW_PATHS.test(window.location.pathname)) {
          void navigate(`${TOS_PATH}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        }
      }),
    ];
    return () => off.forEach((stop) => stop());
  }, [queryClient, navigate]);

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
