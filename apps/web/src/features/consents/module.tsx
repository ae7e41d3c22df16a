import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';
import { CONSENTS_PATH } from './paths';

const can = capability('consents', 'read', 'own');

// The consents' entry is in the user menu (spec 3 §2 profile menu entries), not in the main menu.
export default defineFeature({
  routes: [
    { path: '/tos', access: 'signedIn', can, element: lazyPage(async () => (await import('./TosPage')).default) },
    { path: '/contract', access: 'signedIn', can, element: lazyPage(async () => (await import('./ContractPage')).default) },
    { path: CONSENTS_PATH, access: 'signedIn', can, element: lazyPage(async () => (await import('./ConsentsPage')).default) },
  ],
});
