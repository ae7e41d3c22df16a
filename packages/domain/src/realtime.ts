import { z } from './zod';
import { SlugId, Uuid } from './entities/common';
import { RoleIdSchema } from './entities/users';

/**
 * The realtime events the server publishes after a change commits (spec 3 §7), with their payloads.
 * The server publishes only these names and payloads; the web listens for them.
 */
export interface RealtimeEvents {
  NoteCreated: { NoteId: string };
  NoteUpdated: { NoteId: string };
  NoteDeleted: { NoteId: string };
  StatusReportCreated: { StatusReportId: string };
  StatusReportUpdated: { StatusReportId: string };
  StatusReportDeleted: { StatusReportId: string };
  SymptomReportCreated: { SymptomReportId: string };
  SymptomReportUpdated: { SymptomReportId: string };
  SymptomReportDeleted: { SymptomReportId: string };
  SymptomUpdated: { SymptomId: string };
  SymptomDeleted: { SymptomId: string };
  PromReportCreated: { PromReportId: string };
  PromReportUpdated: { PromReportId: string };
  PromReportDeleted: { PromReportId: string };
  PromRequestCreated: { PromRequestIds: string[] };
  PromRequestDeleted: { PromRequestId: string };
  PromRequestFilled: { PromRequestId: string };
  /** To the patient's room: a clinician asks for a share. */
  ShareRequestCreated: { ShareId: string };
  /** To the requester's user room: the patient removed the request or accepted it. */
  ShareRequestDeleted: { ShareId: string };
  ShareRequestAccepted: { ShareId: string };
  /** To the recipient's user room: a share with them was made, changed (flags, enabled) or removed. */
  ShareCreated: { ShareId: string };
  ShareUpdated: { ShareId: string };
  ShareDeleted: { ShareId: string };
  /**
   * To the staff who follow a patient's page (`watch`): something of the patient changed; the page
   * fetches again (through the API, which checks the grant and audits the read). No record id, no data.
   */
  PatientRecordsChanged: { PatientId: string };
  /** To the staff who follow a patient's page: a share or consent changed; they ask to follow again, and the grant is checked anew. */
  WatchEnded: { PatientId: string };
  /** To everyone: an admin changed the app's texts in a language; the app fetches the overrides again. */
  LanguageStringsChanged: { LanguageId: string };
  /** To everyone: a news item was published, changed or removed; the news list and badge fetch again. */
  NewsChanged: Record<string, never>;
}
export type RealtimeEventName = keyof RealtimeEvents;

/** The events whose payload is one id under `Key` (NoteId, StatusReportId ...): a record's created, updated or deleted. */
export type IdEvent<Key extends string> = {
  [E in RealtimeEventName]: RealtimeEvents[E] extends { [K in Key]: string } ? E : never;
}[RealtimeEventName];

/**
 * A staff socket asks to follow one patient's page (`watch`), in the membership it acts in; the
 * server answers `{ Watching }` after checking the grant, as a request to the patient's API would.
 */
export const WatchRequest = z.object({ PatientId: Uuid, OrganizationId: SlugId, GroupId: SlugId, RoleId: RoleIdSchema });
export type WatchRequest = z.infer<typeof WatchRequest>;
