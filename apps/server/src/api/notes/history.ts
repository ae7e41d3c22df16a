import type { StoredHistorySource } from '../../platform/history-sources';

/**
 * Notes in the history, by the notes_patient_live index: each entry from the note's stored API
 * form, kept by the notes_api_json trigger (migrations 0012 to 0014).
 */
export const noteHistorySource: StoredHistorySource = {
  resourceType: 'Note',
  table: 'notes',
  itemJson: 'api_json',
};
