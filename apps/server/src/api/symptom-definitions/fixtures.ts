import { answered, type FixtureMakers } from '../../test/fixtures';

let made = 0;

export const fixtures: FixtureMakers = {
  symptomDefinition: (owner) => answered(owner.call('POST', '/my/symptom-definitions', { Name: `Yrsel ${++made}` }), 'symptom definition'),
};
