import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Model } from '@symptoms/domain';
import { getMyDefinitions, getMyPatient, getSymptoms, getSystemDefinitions, symptomsKeys } from '../../api/symptoms';

export const usePatient = () => useQuery({ queryKey: symptomsKeys.patient, queryFn: ({ signal }) => getMyPatient(signal), retry: false });

/** The figure remembered on the profile; male until one is chosen (spec 1 §9). */
export function usePatientModel(): Model {
  return usePatient().data?.Model ?? 'male';
}

export const useSymptoms = () => useQuery({ queryKey: symptomsKeys.symptoms(), queryFn: ({ signal }) => getSymptoms(signal) });

export const useMyDefinitions = () =>
  useQuery({ queryKey: symptomsKeys.myDefinitions(), queryFn: ({ signal }) => getMyDefinitions(signal) });

export function useSystemDefinitions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: symptomsKeys.systemDefinitions(i18n.language),
    queryFn: ({ signal }) => getSystemDefinitions(signal),
    staleTime: Infinity,
  });
}
