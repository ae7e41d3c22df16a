import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeRealtime } from '../../api/realtime';
import { patientsKeys } from '../../api/patients';

/** The share events that can close or narrow a viewer's access (spec 3 §7). */
const SHARE_CHANGES = new Set(['ShareDeleted', 'ShareUpdated']);

/**
 * While a patient's page is open, a share removed or changed by the patient (the event reaches the
 * viewer's own room) reloads what the grant opens at once: a summary that now answers 404 sends the
 * viewer back to the list (PatientFrame). Shares with a unit reach no one's room; their viewers
 * learn it from the next read's 404, which does the same.
 */
export function useShareChanges(patientId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (SHARE_CHANGES.has(event)) void queryClient.invalidateQueries({ queryKey: patientsKeys.of(patientId) });
      }),
    [patientId, queryClient],
  );
}
