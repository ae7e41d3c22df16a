import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const GroupSymptomsPage = lazy(() => import('./GroupSymptomsPage'));
/** Physicians and researchers of the active group (the access table's groupsymptoms). */
const can = capability('groupsymptoms', 'read', 'group');
const route = (path: string) => ({
  path,
  access: 'signedIn' as const,
  can,
  element: (
    <Suspense fallback={<Loader />}>
      <GroupSymptomsPage />
    </Suspense>
  ),
});

export default defineFeature({
  routes: [
    route('/admin/groupsymptoms'),
    route('/admin/groupsymptoms/:model'),
    route('/admin/groupsymptoms/:model/:fromDate'),
    route('/admin/groupsymptoms/:model/:fromDate/:toDate'),
  ],
  menu: [
    { id: 'groupsymptoms', path: '/admin/groupsymptoms', label: 'menu:groupsymptoms', icon: IconFlame, order: 102, placement: 'main', can },
  ],
});
