import { answered, deleted, type FixtureMakers } from '../../test/fixtures';
import { sampleReport } from './routes';

export const fixtures: FixtureMakers = {
  symptomReport: (owner) => answered(owner.call('POST', '/my/symptomreports', sampleReport()), 'symptom report'),
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
