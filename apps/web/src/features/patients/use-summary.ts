import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getPatientSummary, patientsKeys } from '../../api/patients';

/** The patient's summary the frame has loaded (the same query, from the cache). */
export function usePatientSummary() {
  const { patientId = '' } = useParams();
  return useQuery({
    queryKey: patientsKeys.summary(patientId),
    queryFn: ({ signal }) => getPatientSummary(patientId, signal),
    retry: false,
  });
}
