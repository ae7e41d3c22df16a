import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const AuditLogsPage = lazy(() => import('./AuditLogsPage'));
const AuditLogPage = lazy(() => import('./AuditLogPage'));

const can = capability('auditlogs', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/auditlogs',
      access: 'signedIn',
      module: 'auditlogs',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <AuditLogsPage />
        </Suspense>
      ),
    },
    {
      path: '/auditlogs/:auditlogid',
      access: 'signedIn',
      module: 'auditlogs',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <AuditLogPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'auditlogs',
      path: '/auditlogs',
      label: 'menu:auditlogs',
      icon: IconListDetails,
      order: 87,
      placement: 'more',
      can,
      module: 'auditlogs',
    },
  ],
});
