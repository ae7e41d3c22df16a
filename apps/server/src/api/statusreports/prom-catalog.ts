import type { Queryable } from '../../db/client';

/**
 * Which PROMs exist. Status type thresholds name PROM ids; a suggestion is only made for a PROM
 * the catalog knows, so until the PROM area lands (and registers its catalog with
 * `setPromCatalog` when its routes are registered) threshold suggestions are simply absent.
 */
export interface PromCatalog {
  /** The subset of `promIds` that exist and can be answered. */
  existing(q: Queryable, promIds: readonly string[]): Promise<Set<string>>;
}

/** No PROM area yet: no PROM exists. */
export const NO_PROMS: PromCatalog = { existing: async () => new Set() };

let catalog: PromCatalog = NO_PROMS;

export function setPromCatalog(next: PromCatalog): void {
  catalog = next;
}

export function promCatalog(): PromCatalog {
  return catalog;
}
