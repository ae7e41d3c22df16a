import { sql } from '../db/sql';
import type { Deps } from '../deps';
import { createUser } from '../identity/users/service';
import { contractSeed } from './contracts';
import { inviteSeed } from './invites';
import { newsSeed } from './news';
import { promSeed } from './proms';
import { studySchemaSeed } from './study-schema';
import { CLINIC_GROUP, DEMO_ACCOUNTS, DEMO_ORGANIZATION, DEMO_PASSWORD, ORGANIZATION_GROUP, STUDY_GROUP } from './demo-accounts';

/** Seed steps run in order; each is idempotent so a restart seeds nothing twice. Later areas add theirs. */
export interface SeedStep {
  name: string;
  run(deps: Deps): Promise<void>;
}

const organizationAndGroups: SeedStep = {
  name: 'organization and groups',
  async run({ db }) {
    await db.transaction(async (tx) => {
      await tx.query(
        sql`INSERT INTO organizations (id, name) VALUES (${DEMO_ORGANIZATION.id}, ${DEMO_ORGANIZATION.name}) ON CONFLICT (id) DO NOTHING`,
      );
      // The organization's own group: the organization admin's membership is there (migration 0031 makes it for older data).
      await tx.query(
        sql`INSERT INTO groups (id, organization_id, name, display_name)
         VALUES (${ORGANIZATION_GROUP}, ${DEMO_ORGANIZATION.id}, ${DEMO_ORGANIZATION.name}, ${DEMO_ORGANIZATION.name})
         ON CONFLICT (id) DO NOTHING`,
      );
      await tx.query(
        sql`INSERT INTO groups (id, organization_id, name, display_name, welcome_text, help_url)
         VALUES (${CLINIC_GROUP}, ${DEMO_ORGANIZATION.id}, 'Smärtmottagningen', 'Smärtmottagningen', 'Välkommen till Smärtmottagningen i Region Exempel.', 'https://www.1177.se/')
         ON CONFLICT (id) DO NOTHING`,
      );
      await tx.query(
        sql`INSERT INTO groups (id, organization_id, name, display_name, form_title, form_text, form_button_label, first_report_saved_text, help_url, intro_text)
         VALUES (${STUDY_GROUP}, ${DEMO_ORGANIZATION.id}, 'Studien Hälsa i vardagen', 'Studien Hälsa i vardagen', 'Hälsa i vardagen',
                 'En studie om hur symtom och mående varierar över veckan.', 'Läs om studien',
                 'Tack för din första rapport! Dina svar hjälper studien Hälsa i vardagen att förstå hur symtom varierar i vardagen.',
                 'https://www.1177.se/', 'Du deltar i studien Hälsa i vardagen.')
         ON CONFLICT (id) DO NOTHING`,
      );
    });
  },
};

const accounts: SeedStep = {
  name: 'demo accounts',
  async run({ db }) {
    for (const account of DEMO_ACCOUNTS) {
      await db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string }>(sql`SELECT id FROM users WHERE lower(email) = ${account.email}`);
        if (existing) {
          // A demo database seeded before numbers were proven: its demo accounts are proven as new ones are.
          await tx.query(
            sql`UPDATE users SET personnummer_proof = 'seed', personnummer_proven_date = now()
                 WHERE id = ${existing.id} AND personnummer = ${account.personnummer} AND personnummer_proof IS NULL
                   AND NOT EXISTS (SELECT 1 FROM users o WHERE o.personnummer = ${account.personnummer} AND o.personnummer_proof IS NOT NULL)`,
          );
          // A demo made before organizations had their own group: its organization admin gets the membership there.
          for (const m of account.roles.filter((r) => r.groupId === ORGANIZATION_GROUP)) {
            await tx.query(
              sql`INSERT INTO memberships (user_id, organization_id, group_id, role_id)
                  VALUES (${existing.id}, ${m.organizationId}, ${m.groupId}, ${m.roleId}) ON CONFLICT DO NOTHING`,
            );
          }
          return;
        }
        await createUser(tx, {
          personnummer: account.personnummer,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          password: DEMO_PASSWORD,
          gender: account.gender,
          memberships: account.roles,
          // The demo's people are known: BankID's simulator signs as them (README).
          proof: 'seed',
        });
      });
    }
  },
};

export const SEED_STEPS: SeedStep[] = [organizationAndGroups, accounts, promSeed, inviteSeed, contractSeed, newsSeed, studySchemaSeed];

/** The demo data, through the same services and records layer the app uses (never in production). */
export async function seedDemo(deps: Deps, steps: SeedStep[] = SEED_STEPS): Promise<void> {
  for (const step of steps) {
    const started = Date.now();
    await step.run(deps);
    deps.log.info({ step: step.name, ms: Date.now() - started }, 'seeded');
  }
}
