import { hash, verify } from '@node-rs/argon2';

/** argon2id with 19 MiB memory and 2 passes (OWASP's minimum for argon2id). */
// Algorithm.Argon2id is the const enum value 2; the enum cannot be imported under verbatimModuleSyntax.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** An unknown user costs the same time as a wrong password, so timing tells nothing. */
export async function spendVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummy, password);
}
