import { useEffect } from 'react';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TOAST_WARNING_MS } from '@symptoms/domain';
import { subscribeRealtime } from '../../api/realtime';
import { sharesKeys } from '../../api/shares';

import { SHARES_PATH } from './paths';

/**
 * A clinician's request for a share raises an alert linking to the shares page (spec 2 §2), but
 * not on that page itself, where the request shows up in the list.
 */
export function ShareRequestAlert() {
  const { t } = useTranslation('shares');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event !== 'ShareRequestCreated') return;
        void queryClient.invalidateQueries({ queryKey: sharesKeys.all });
        if (pathname === SHARES_PATH) return;
        notifications.show({
          id: 'share-request',
          color: 'blue',
          autoClose: TOAST_WARNING_MS * 2,
          title: t('alert.title'),
          message: (
            // The alert shows outside the router's tree, so the link navigates through this component's router.
            <Anchor
              href={SHARES_PATH}
              onClick={(event) => {
                event.preventDefault();
                notifications.hide('share-request');
                void navigate(SHARES_PATH);
              }}
            >
              {t('alert.link')}
            </Anchor>
          ),
        });
      }),
    [navigate, pathname, queryClient, t],
  );
  return null;
}
