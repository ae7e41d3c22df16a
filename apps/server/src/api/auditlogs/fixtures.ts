import type { MyAuditLog } from '@symptoms/domain';
import { answered, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** The entry of a note the owner wrote: the newest of the owner's log. */
  auditLog: async (owner) => {
    await answered(owner.call('POST', '/my/notes', { Content: 'Till loggen.' }), 'note for the log');
    const [entry] = await answered<MyAuditLog[]>(owner.call('GET', '/my/auditlogs/0/1'), 'audit log');
    return entry!;
  },
};
