import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeRealtime, watchPatient } from '../../api/realtime';
import { patientsKeys } from '../../api/patients';

/** The share events that can close or narrow a viewer's access (spec 3 §7). */
const SHARE_CHANGES = new Set(['ShareDeleted', 'ShareUpdated']);

const aboutPatient = (payload: unknown, patientId: string) => (payload as { PatientId?: unknown } | null)?.PatientId === patientId;

/**
 * While a patient's page is open it follows the patient (`watch`, granted as a read is): what the
 * patient reports or changes reloads the page's reads, and a share or consent that changes makes it
 * ask again. A share removed or changed by the patient also reaches the viewer's own room. Either
 * way a summary that now answers 404 sends the viewer back to the list (PatientFrame).
 */
export function useShareChanges(patientId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: patientsKeys.of(patientId) });
    const unsubscribe = subscribeRealtime((event, payload) => {
      if (SHARE_CHANGES.has(event)) reload();
      // The patient reported, wrote or changed something: the open page reads it again, through the API.
      if (event === 'PatientRecordsChanged' && aboutPatient(payload, patientId)) reload();
      if (event === 'WatchEnded' && aboutPatient(payload, patientId)) {
        reload();
        watch.again();
      }
    });
    const watch = watchPatient(patientId);
    return () => {
      watch.stop();
      unsubscribe();
    };
  }, [patientId, queryClient]);
}
