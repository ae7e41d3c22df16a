import { answered, deleted, type FixtureMakers } from './fixtures';

export const moodFixtures: FixtureMakers = {
  mood: async (owner) => ({ ...(await answered(owner.call('POST', '/my/moods', { Score: 5 }), 'mood')), PatientId: owner.patientId }),
  deletedMood: async (owner) =>
    deleted(owner, '/my/moods', await answered(owner.call('POST', '/my/moods', { Score: 2 }), 'mood to delete')),
};
