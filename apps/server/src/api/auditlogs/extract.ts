import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isRoleId, roleKind, type LanguageId, type MyAuditLog } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { csvWriter } from '../../platform/csv';
import { listMyAuditLogs } from './service';

/**
 * The patient's log extract (loggutdrag, Patientdatalagen 8 kap.): every entry of their log, who did
 * what to which of their data and when, as a CSV file in their language, oldest last as in the log.
 * Streamed a batch at a time; the log is the patient's own, so reading it is not itself logged.
 */
const BATCH = 100;

const LABELS = {
  sv: {
    file: 'loggutdrag',
    columns: { when: 'Tidpunkt', action: 'Händelse', resource: 'Vad', actor: 'Utförd av', role: 'Roll', id: 'Post' },
    you: 'Du',
    removed: 'Borttagen användare',
    actions: {
      View: 'Läst',
      Create: 'Skapat',
      Update: 'Ändrat',
      Delete: 'Borttaget',
      Purge: 'Raderat',
      AutoPurge: 'Raderat automatiskt',
      Restore: 'Återställt',
    },
    resources: {
      Patient: 'Profil',
      Note: 'Anteckning',
      StatusReport: 'Statusrapport',
      SymptomReport: 'Symtomrapport',
      Symptom: 'Symtom',
      PromReport: 'Formulär',
      PromRequest: 'Formulärförfrågan',
      Share: 'Delning',
      User: 'Konto',
      PatientUpload: 'Fil',
      SymptomDefinition: 'Symtomdefinition',
    },
    roles: {
      patient: 'patient',
      physician: 'läkare',
      researcher: 'forskare',
      statistician: 'statistiker',
      admin: 'administratör',
      moderator: 'moderator',
      developer: 'utvecklare',
      user: 'användare',
      system: 'systemet',
    },
  },
  en: {
    file: 'audit-log',
    columns: { when: 'Time', action: 'Event', resource: 'What', actor: 'Done by', role: 'Role', id: 'Record' },
    you: 'You',
    removed: 'Removed user',
    actions: {
      View: 'Read',
      Create: 'Created',
      Update: 'Changed',
      Delete: 'Deleted',
      Purge: 'Erased',
      AutoPurge: 'Erased automatically',
      Restore: 'Restored',
    },
    resources: {
      Patient: 'Profile',
      Note: 'Note',
      StatusReport: 'Status report',
      SymptomReport: 'Symptom report',
      Symptom: 'Symptom',
      PromReport: 'Questionnaire',
      PromRequest: 'Questionnaire request',
      Share: 'Share',
      User: 'Account',
      PatientUpload: 'File',
      SymptomDefinition: 'Symptom definition',
    },
    roles: {
      patient: 'patient',
      physician: 'physician',
      researcher: 'researcher',
      statistician: 'statistician',
      admin: 'administrator',
      moderator: 'moderator',
      developer: 'developer',
      user: 'user',
      system: 'the system',
    },
  },
} as const satisfies Record<LanguageId, unknown>;

/** Stockholm wall time as a spreadsheet sorts it: 2026-11-26 14:05:09. */
const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function row(entry: MyAuditLog, labels: (typeof LABELS)[LanguageId]) {
  const kind = isRoleId(entry.ActorRole) ? roleKind(entry.ActorRole) : entry.ActorRole === 'system' ? 'system' : 'user';
  return {
    when: stockholmTime.format(new Date(entry.TimeStamp)),
    action: labels.actions[entry.ActionType] ?? entry.ActionType,
    resource: (labels.resources as Record<string, string>)[entry.ResourceType] ?? entry.ResourceType,
    actor: entry.ActorIsYou ? labels.you : entry.ActorRemoved ? labels.removed : entry.ActorName,
    role: labels.roles[kind],
    id: entry.ResourceId,
  };
}

async function* entries(deps: Deps, ctx: RequestContext): AsyncGenerator<MyAuditLog> {
  let after: string | undefined;
  for (;;) {
    const page = await listMyAuditLogs(deps, ctx, { start: 0, count: BATCH, others: false, after });
    yield* page;
    if (page.length < BATCH) return;
    after = page.at(-1)!.Id;
  }
}

/** The extract's file name and its CSV stream. */
export function myAuditLogExtract(deps: Deps, ctx: RequestContext, today: string): { fileName: string; stream: NodeJS.ReadableStream } {
  const labels = LABELS[ctx.language];
  const columns = Object.entries(labels.columns).map(([key, header]) => ({ key, header }));
  const writer = csvWriter(columns);
  const rows = Readable.from(
    (async function* () {
      for await (const entry of entries(deps, ctx)) yield row(entry, labels);
    })(),
  );
  // A failure half-way ends the response short rather than sending a file that looks complete.
  pipeline(rows, writer).catch((error: unknown) => deps.log.error({ err: error }, 'audit log extract failed'));
  return { fileName: `${labels.file}-${today.replaceAll('-', '')}.csv`, stream: writer };
}
