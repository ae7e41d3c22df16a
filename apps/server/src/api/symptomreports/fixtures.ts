import type { Fixture } from '../../platform/probe';
import { answered, deleted, type FixtureMakers, type Owner } from '../../test/fixtures';
import { sampleReport } from './routes';

/**
 * A report of a new symptom, which is then ended: reports stay readable, and the owner, who gets
 * one for every probe that reads reports, never reaches the limit of open symptoms (4007).
 */
async function reportOfEndedSymptom(owner: Owner): Promise<Fixture> {
  const saved = await answered<Fixture & { Symptoms: { SymptomId: string }[] }>(
    owner.call('POST', '/my/symptomreports', sampleReport()),
    'symptom report',
  );
  await answered(owner.call('POST', `/my/symptoms/${saved.Symptoms[0]!.SymptomId}/close`), 'its symptom ended');
  return saved;
}

export const fixtures: FixtureMakers = {
  symptomReport: reportOfEndedSymptom,
  deletedSymptomReport: async (owner) =>
    deleted(
      owner,
      '/my/symptomreports',
      await answered(owner.call('POST', '/my/symptomreports', sampleReport()), 'symptom report to delete'),
    ),
  // The symptom a report created, as GET my/symptoms/{id} answers it.
  symptom: async (owner) => {
    const saved = await answered<{ Symptoms: { SymptomId: string }[] }>(
      owner.call('POST', '/my/symptomreports', sampleReport()),
      'symptom',
    );
    return answered(owner.call('GET', `/my/symptoms/${saved.Symptoms[0]!.SymptomId}`), 'symptom read');
  },
  endedSymptom: async (owner) => {
    const saved = await answered<{ Symptoms: { SymptomId: string }[] }>(
      owner.call('POST', '/my/symptomreports', sampleReport()),
      'symptom',
    );
    return answered(owner.call('POST', `/my/symptoms/${saved.Symptoms[0]!.SymptomId}/close`), 'symptom ended');
  },
};
