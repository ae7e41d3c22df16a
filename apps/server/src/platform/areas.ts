import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PatientDataArea } from '@symptoms/domain';
import type { Job } from './jobs';
import type { GrantSource } from './records/grants';
import type { RecordTable, Scope } from './records';

/**
 * A read of an area's records that staff make of one patient under a grant, served at
 * `/patients/{patientId}/{path}` (the patient's own is `my/{path}`): the patients area registers
 * every area's, each through `patientRecords`, so the grant decides and every record served is audited.
 */
export interface PatientRead {
  /** After `/patients/:patientId/`: `statusreports`, `statusreports/:id` (`:id` a record's uuid). */
  path: string;
  area: PatientDataArea;
  summary: string;
  querystring?: z.ZodType;
  response: z.ZodType;
  /** The owner's record (a fixture's name) the access matrix makes first, so the probe's read serves something. */
  serves: string;
  /** A query the probe sends (the series' interval). */
  probeQuery?: () => Record<string, string>;
  read(scope: Scope, request: { id: string | undefined; query: never }): Promise<unknown>;
}

/**
 * One area of the server (notes, statusreports, users …), declared once in its folder's `area.ts`
 * and listed in `src/areas.ts`. The app registers its routes under its service's prefix, and the
 * records layer, the trash, the history, the calendar, the statistics and the jobs find its
 * tables and jobs here: adding an area touches its own folder and that list, nothing else.
 */
export interface AreaDeclaration {
  /** Named as in the spec, the same on the web (`apps/web/src/features/<name>`) where it has screens. */
  name: string;
  service: 'identity' | 'api';
  routes?: (app: FastifyInstance) => Promise<void>;
  /** The patient tables the area owns, with their part in the trash, history, calendar and statistics. */
  records?: readonly RecordTable[];
  /** How the area relates a viewer to a patient (a share, a group). */
  grants?: readonly GrantSource[];
  /** What staff read of one patient's records of this area under a grant. */
  patientReads?: readonly PatientRead[];
  jobs?: readonly Job[];
}

export function defineArea(area: AreaDeclaration): AreaDeclaration {
  return area;
}

/** Everything the areas declared, collected once per app. */
export class AreaCatalog {
  readonly tables: readonly RecordTable[];
  /** The tables whose records go to the trash, in the order the areas are listed (a purge runs in it). */
  readonly trash: readonly RecordTable[];
  readonly history: readonly RecordTable[];
  readonly calendar: readonly RecordTable[];
  readonly statistics: readonly RecordTable[];
  readonly grants: readonly GrantSource[];
  readonly patientReads: readonly PatientRead[];
  readonly jobs: readonly Job[];

  constructor(readonly areas: readonly AreaDeclaration[]) {
    const names = new Set<string>();
    for (const area of areas) {
      if (names.has(area.name)) throw new Error(`Two areas are named ${area.name}`);
      names.add(area.name);
    }
    this.tables = areas.flatMap((a) => a.records ?? []);
    const types = new Set<string>();
    for (const table of this.tables) {
      if (types.has(table.resourceType)) throw new Error(`Two record tables are called ${table.resourceType}`);
      types.add(table.resourceType);
    }
    this.trash = this.tables.filter((t) => t.trash);
    this.history = this.tables.filter((t) => t.history);
    this.calendar = this.tables.filter((t) => t.calendar);
    this.statistics = this.tables.filter((t) => t.statistic);
    this.grants = areas.flatMap((a) => a.grants ?? []);
    this.patientReads = areas.flatMap((a) => a.patientReads ?? []);
    this.jobs = areas.flatMap((a) => a.jobs ?? []);
  }

  /** The table of a resource type. */
  table(resourceType: string): RecordTable | undefined {
    return this.tables.find((t) => t.resourceType === resourceType);
  }
}
