import type { ComponentType, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { Capability, ModuleName } from '@symptoms/domain';

/**
 * public: no session and no app shell (login). open: anyone, with the app shell when signed in.
 * signedIn: behind the login guard.
 */
export type RouteAccess = 'public' | 'open' | 'signedIn';

export interface FeatureRoute {
  path: string;
  access: RouteAccess;
  element: ReactNode;
  /** What the route lets its caller do, from the domain's access table; a role without it goes to /unauthorized. */
  can?: Capability;
  /** When the module is off the route redirects to /welcome. */
  module?: ModuleName;
  /** Only for staff roles (the admin area's home): patients and users go to /unauthorized. */
  staffOnly?: boolean;
}

export interface MenuEntry {
  id: string;
  path: string;
  /** `namespace:key` of the label. */
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Lower first. */
  order: number;
  /** main: always in the bottom menu on phones; more: in its More menu. */
  placement: 'main' | 'more';
  /** Shown to the roles that have this capability (the domain's access table). */
  can?: Capability;
  module?: ModuleName;
  staffOnly?: boolean;
  /** A count beside the entry (e.g. open PROM requests); a component so it can use its own query. Renders null when there is nothing to count. */
  badge?: ComponentType;
}

export interface FeatureModule {
  routes: FeatureRoute[];
  menu?: MenuEntry[];
  /** Realtime events this area listens to, and the queries each event makes stale. */
  realtime?: Record<string, readonly QueryKey[]>;
  /** Mounted in the signed-in frame for the roles and modules it names: alerts an area raises on any page. */
  alerts?: { component: ComponentType; can?: Capability; module?: ModuleName };
}

export function defineFeature(feature: FeatureModule): FeatureModule {
  return feature;
}
