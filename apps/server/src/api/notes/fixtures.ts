import { answered, deleted, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  note: (owner) => answered(owner.call('POST', '/my/notes', { Content: 'Ont i ryggen sedan igår.' }), 'note'),
  deletedNote: async (owner) =>
    deleted(owner, '/my/notes', await answered(owner.call('POST', '/my/notes', { Content: 'Ska bort.' }), 'note to delete')),
};
