import type { ModuleName } from '@symptoms/domain';
import type { FeatureRoute } from './feature-module';
import { isAllowed, type Acting } from './module-flags';

/** The user menu's entries (spec 3 §2), in order; `module` is the flag that switches an entry off. */
const USER_MENU_ENTRIES: readonly { id: string; path: string; module?: ModuleName }[] = [
  { id: 'news', path: '/news', module: 'news' },
  { id: 'auditlogs', path: '/auditlogs', module: 'auditlogs' },
  { id: 'consents', path: '/consents' },
  { id: 'access', path: '/access' },
  { id: 'trash', path: '/trash', module: 'trash' },
  { id: 'bugreport', path: '/bugreport', module: 'bugreport' },
  { id: 'invites', path: '/invites', module: 'invites' },
  { id: 'profile', path: '/profile' },
  { id: 'shares', path: '/shares', module: 'shares' },
  { id: 'about', path: '/about' },
  { id: 'privacy', path: '/privacy' },
];

/**
 * The entries this user gets: the module flag on, and a screen at the path that the role may open
 * (its route's own module and capability), so no entry leads to a refusal or to a screen not built.
 */
export function userMenuEntries(routes: readonly FeatureRoute[], acting: Acting, modules: ReadonlySet<ModuleName>) {
  return USER_MENU_ENTRIES.filter((entry) => {
    if (entry.module && !modules.has(entry.module)) return false;
    const route = routes.find((r) => r.path === entry.path);
    return !!route && isAllowed(route, acting, modules);
  });
}
