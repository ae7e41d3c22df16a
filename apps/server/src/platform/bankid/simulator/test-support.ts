import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBankIdSimulator, type BankIdSimulator } from './server';

/** A simulator for a test file, and the environment that points the app's BankID client at it (PEM files). */
export async function simulatorForTests(): Promise<{ simulator: BankIdSimulator; env: Record<string, string>; close(): Promise<void> }> {
  const simulator = await startBankIdSimulator();
  const dir = await mkdtemp(path.join(tmpdir(), 'bankid-'));
  const file = async (name: string, text: string) => {
    const at = path.join(dir, name);
    await writeFile(at, text, { mode: 0o600 });
    return at;
  };
  const { connection } = simulator;
  const env = {
    BANKID_URL: connection.url,
    BANKID_CA_FILE: await file('ca.pem', connection.ca),
    BANKID_CERT_FILE: await file('client.pem', connection.cert),
    BANKID_KEY_FILE: await file('client.key', connection.key),
  };
  return { simulator, env, close: async () => (await simulator.close(), rm(dir, { recursive: true })) };
}

/** A call to the simulator's control side, as a tester's page or a test makes it. */
export async function control(simulator: BankIdSimulator, path: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${simulator.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
