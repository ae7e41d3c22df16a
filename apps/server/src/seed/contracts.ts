import type { ContractCreate, RoleId } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import { sql } from '../db/sql';
import { SYSTEM_ACTOR } from '../platform/audit';
import { answer } from '../identity/consents/service';
import { contractsOfUser } from '../identity/contracts/store';
import { insertContract } from '../identity/contracts/service';
import type { SeedStep } from './demo';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, STUDY_GROUP } from './demo-accounts';
import { SYMPTOMS_RESEARCH, SYMPTOMS_TERMS, STUDY_CONSENT } from './contract-texts';

const CONTRACTS: { organizationId: string; groupId: string; contract: ContractCreate }[] = [
  { organizationId: '0', groupId: '0', contract: SYMPTOMS_TERMS },
  { organizationId: '0', groupId: '0', contract: SYMPTOMS_RESEARCH },
  { organizationId: DEMO_ORGANIZATION.id, groupId: STUDY_GROUP, contract: STUDY_CONSENT },
];

/** A demo user's approval of every contract their groups ask of them that they have not answered. */
export async function consentToAll(
  tx: Queryable,
  user: { id: string; patientId: string | null; name: string; role: RoleId },
): Promise<void> {
  const answerer = { userId: user.id, patientId: user.patientId, actor: { userId: user.id, role: user.role, name: user.name } };
  for (const contract of await contractsOfUser(tx, user.id, 'sv')) {
    const [answered] = await tx.query(sql`SELECT 1 FROM consents WHERE user_id = ${user.id} AND contract_id = ${contract.ContractId}`);
    if (!answered) await answer(tx, answerer, { ContractLanguageVersionId: contract.Id, Consented: true });
  }
}

/**
 * Symptoms' terms and research consent and the study's consent, and the demo accounts' approval of
 * each (once: a version published later is theirs to answer). A new account (the demo invite's)
 * meets the terms at its first login.
 */
export const contractSeed: SeedStep = {
  name: 'contracts and the demo accounts’ consents',
  async run({ db }) {
    await db.transaction(async (tx) => {
      for (const { organizationId, groupId, contract } of CONTRACTS) {
        const [exists] = await tx.query(sql`SELECT 1 FROM contracts WHERE group_id = ${groupId} AND descriptor = ${contract.Descriptor}`);
        if (!exists) await insertContract(tx, SYSTEM_ACTOR, { organizationId, groupId }, contract);
      }
      for (const account of DEMO_ACCOUNTS) {
        const [user] = await tx.query<{ id: string; patient_id: string | null; name: string }>(
          sql`SELECT u.id, p.id AS patient_id, u.first_name || ' ' || u.last_name AS name
                FROM users u LEFT JOIN patients p ON p.user_id = u.id WHERE lower(u.email) = ${account.email}`,
        );
        if (!user) continue;
        await consentToAll(tx, { id: user.id, patientId: user.patient_id, name: user.name, role: account.roles[0]!.roleId });
      }
    });
  },
};
