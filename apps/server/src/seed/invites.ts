import { sql } from '../db/sql';
import { createInvite } from '../identity/registration/invites';
import type { SeedStep } from './demo';
import { CLINIC_GROUP, DEMO_ORGANIZATION } from './demo-accounts';

/** The demo's invite: its key is known, so the start-up banner can show where to register. */
export const DEMO_INVITE = { key: 'demo-invite', email: 'ny@example.com' } as const;
/** The clinic's login address, `/{groupUrlSlug}`. */
export const CLINIC_SLUG = 'smartmottagningen';

export const inviteSeed: SeedStep = {
  name: 'demo invite and the clinic’s login address',
  async run({ db }) {
    await db.transaction(async (tx) => {
      await tx.query(sql`UPDATE groups SET url_slug = ${CLINIC_SLUG} WHERE id = ${CLINIC_GROUP} AND url_slug IS NULL`);
      const [existing] = await tx.query(sql`SELECT 1 FROM invites WHERE lower(email) = ${DEMO_INVITE.email}`);
      if (existing) return;
      await createInvite(tx, {
        organizationId: DEMO_ORGANIZATION.id,
        groupId: CLINIC_GROUP,
        email: DEMO_INVITE.email,
        description: 'Demo: en ny patient på Smärtmottagningen',
        key: DEMO_INVITE.key,
        days: 3650,
      });
    });
  },
};
