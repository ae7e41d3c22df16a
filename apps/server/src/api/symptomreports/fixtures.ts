import { answered, deleted, type FixtureMakers } from '../../test/fixtures';

let made = 0;
/** A report of a new symptom (its own name each time). */
const report = () => ({
  Model: 'male',
  Symptoms: [
    {
      Symptom: { Name: `Huvudvärk ${++made}`, Description: null },
      Type: 'pain',
      CameraPosition: { X: 100_000, Y: 101_000, Z: 112_500 },
      SymptomPoints: [{ X: 99_877, Y: 101_456, Z: 100_300, Size: 100 }],
      BodyPart: 'head',
      Intensity: 6,
      Note: null,
    },
  ],
});

export const fixtures: FixtureMakers = {
  symptomReport: (owner) => answered(owner.call('POST', '/my/symptomreports', report()), 'symptom report'),
  deletedSymptomReport: async (owner) =>
    deleted(owner, '/my/symptomreports', await answered(owner.call('POST', '/my/symptomreports', report()), 'symptom report to delete')),
  // The symptom a report created, as GET my/symptoms/{id} answers it.
  symptom: async (owner) => {
    const saved = await answered<{ Symptoms: { SymptomId: string }[] }>(owner.call('POST', '/my/symptomreports', report()), 'symptom');
    return answered(owner.call('GET', `/my/symptoms/${saved.Symptoms[0]!.SymptomId}`), 'symptom read');
  },
  endedSymptom: async (owner) => {
    const saved = await answered<{ Symptoms: { SymptomId: string }[] }>(owner.call('POST', '/my/symptomreports', report()), 'symptom');
    return answered(owner.call('POST', `/my/symptoms/${saved.Symptoms[0]!.SymptomId}/close`), 'symptom ended');
  },
};
