import { lazy, Suspense } from 'react';
import { IconLanguage } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';
import { languageStringKeys } from '../../api/language-strings';

const write = capability('language-strings', 'write', 'organization', 'system');
// Loaded with the signed-in frame, not with the login screen.
const LanguageOverrides = lazy(async () => ({ default: (await import('./LanguageOverrides')).LanguageOverrides }));
function LazyLanguageOverrides() {
  return (
    <Suspense fallback={null}>
      <LanguageOverrides />
    </Suspense>
  );
}

export default defineFeature({
  routes: [
    {
      path: '/admin/language-strings/:stringId?/:languageId?',
      access: 'signedIn',
      can: write,
      element: lazyPage(async () => (await import('./LanguageStringsPage')).default),
    },
  ],
  menu: [
    {
      id: 'admin-language-strings',
      path: '/admin/language-strings',
      label: 'menu:admin-language-strings',
      icon: IconLanguage,
      order: 150,
      placement: 'more',
      can: write,
    },
  ],
  // An admin changed a text: every open app fetches the overrides again and shows it at once.
  realtime: { LanguageStringsChanged: [languageStringKeys.all] },
  alerts: { component: LazyLanguageOverrides, can: capability('env', 'read', 'anyone') },
});
