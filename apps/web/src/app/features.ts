import type { QueryKey } from '@tanstack/react-query';
import type { FeatureModule, FeatureRoute, MenuEntry } from './feature-module';

/** Every feature folder brings its own routes and menu entries; adding an area touches only its folder. */
const loaded = import.meta.glob<{ default: FeatureModule }>('../features/*/module.tsx', { eager: true });

export const features: FeatureModule[] = Object.values(loaded).map((m) => m.default);
export const featureRoutes: FeatureRoute[] = features.flatMap((f) => f.routes);
export const menuEntries: MenuEntry[] = features.flatMap((f) => f.menu ?? []);
export const featureAlerts = features.flatMap((f) => (f.alerts ? [f.alerts] : []));

/** Every area's realtime invalidations, merged per event. */
export const realtimeInvalidations: Record<string, readonly QueryKey[]> = {};
for (const feature of features) {
  for (const [event, keys] of Object.entries(feature.realtime ?? {})) {
    realtimeInvalidations[event] = [...(realtimeInvalidations[event] ?? []), ...keys];
  }
}
