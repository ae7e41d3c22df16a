import type { FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  // Another session of the owner: a second login, with the address the account has now.
  session: async (owner, t) => {
    const [user] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId]);
    return { Id: (await t.login(user!.email)).session_id, Version: 0 };
  },
};
