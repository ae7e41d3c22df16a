// `npm run bench`: the product's routes against bare baselines on the same process and pool, same load shape.
import { appendFileSync, existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { explainUsers, seedUsers, USER_COUNT, type SeededUsers } from './admin-users';
import { cpuPerRequest, sampleCpu } from './cpu';
import { freshDatabase, root, startServer } from './server';

/** BENCH_SMOKE=1 (CI): every route for a second on a few connections, only to prove the bench still runs to its end. */
const SMOKE = process.env.BENCH_SMOKE === '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (SMOKE ? 4 : 50));
const DURATION = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const WARMUP = SMOKE ? 0.5 : 2;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Target {
  name: string;
  baseline: 'H' | 'R' | 'W' | null;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** One patient per connection (round robin): each connection sends its own headers and body. */
  clients?: { headers: Record<string, string>; body?: string }[];
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Where the CPU went, per request (BENCH_CPU=1, Linux). */
  cpu?: string;
}

let serverPid = 0;

async function measure(target: Target, seconds: number, connections = CONNECTIONS): Promise<Figures> {
  const before = process.env.BENCH_CPU ? sampleCpu(serverPid) : null;
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: seconds,
    ...(target.clients ? { setupClient: clientSetup(target.clients) } : {}),
  });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(before ? { cpu: cpuPerRequest(before, sampleCpu(serverPid), result.requests.total) } : {}),
  };
}

function clientSetup(clients: NonNullable<Target['clients']>) {
  let next = 0;
  return (client: autocannon.Client) => {
    const chosen = clients[next++ % clients.length]!;
    client.setHeadersAndBody(chosen.headers, chosen.body);
  };
}

async function login(url: string, email = 'patient@example.com'): Promise<Record<string, string>> {
  const response = await fetch(`${url}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Symptoms-demo-1' }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  const token = (await response.json()) as { access_token: string; organization: string; group: string; role: string };
  return {
    authorization: `Bearer ${token.access_token}`,
    'x-organizationid': token.organization,
    'x-groupid': token.group,
    'x-roleid': token.role,
    'x-languageid': 'sv',
  };
}

const NOTE_COUNT = 10_000;

/**
 * Gives the demo patient `count` notes, one a minute back in time, straight into the database, and
 * returns the id of the 9,000th (newest first): the last note of page 299, the cursor the screens
 * send for page 300 (keyset paging).
 */
async function seedNotes(url: string, count: number): Promise<string> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO notes (patient_id, content, created_date, modified_date)
       SELECT p.id, 'Anteckning ' || n || ': sov dåligt, ont i ryggen på morgonen.', now() - n * interval '1 minute', now() - n * interval '1 minute'
         FROM patients p JOIN users u ON u.id = p.user_id, generate_series(1, $1::int) AS n
        WHERE lower(u.email) = 'patient@example.com'`,
      [count],
    );
    await db.query('VACUUM ANALYZE notes');
    const cursor = await db.query<{ id: string }>('SELECT id FROM notes ORDER BY created_date DESC, id DESC OFFSET $1 LIMIT 1', [
      299 * 30 - 1,
    ]);
    return cursor.rows[0]!.id;
  } finally {
    await db.end();
  }
}

/**
 * A 30-question questionnaire in the global group for the PROM report bench: each question a
 * 0–3 radio, the score their sum (the server validates each report against it and scores it).
 */
async function seedBenchProm(url: string): Promise<void> {
  const questions = Array.from({ length: 30 }, (_, i) => ({
    Id: `Q${i + 1}-`,
    SequenceId: i + 1,
    Header: `Fråga ${i + 1}`,
    Index: (i + 1) * 1000,
    ExportKey: `q${i + 1}`,
    Answers: [0, 1, 2, 3].map((v) => ({ Id: `Q${i + 1}A${v + 1}-`, Index: (v + 1) * 10, ExportValue: v, Text: `Svar ${v}` })),
  }));
  const prom = {
    Id: BENCH_PROM,
    Language: 'sv',
    LanguageIds: ['sv'],
    Title: 'Benchformulär med 30 frågor',
    Concept: 'Bench',
    About: '',
    OriginalName: 'Bench',
    Questions: questions,
    Scoring: { Method: 'sum', QuestionIds: questions.map((q) => q.Id), Min: 0, Max: 90, HigherIsBetter: false, Bands: [] },
  };
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('INSERT INTO proms (id) VALUES ($1)', [BENCH_PROM]);
    await db.query(
      `INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content) VALUES ($1, 'sv', $2, 'Bench', 30, $3)`,
      [BENCH_PROM, prom.Title, JSON.stringify(prom)],
    );
    await db.query(`INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ('0', $1, '0')`, [BENCH_PROM]);
  } finally {
    await db.end();
  }
}

const BENCH_PROM = 'bench30';

/** The name of a save's ceiling: its row and audit row on the bare baseline server. */
const CEILING = 'C ceiling';

async function patientIdOf(url: string, email: string): Promise<string> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>('SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [
      email,
    ]);
    return rows[0]!.id;
  } finally {
    await db.end();
  }
}

/**
 * `count` more patients like the demo patient (same groups, password and proven personnummer, and
 * the same answers to the contracts that apply to them, as a real patient gives at the first
 * login), for the writes measured as many patients saving at once: one patient per connection, as
 * in a clinic's real load.
 */
async function seedPatients(url: string, count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const users = await db.query<{ id: string; email: string }>(
      `INSERT INTO users (personnummer, username, email, email_confirmed, first_name, last_name, password_hash, encryption_key)
       SELECT '19900101' || lpad(n::text, 4, '0'), 'bench-' || n || '@example.com', 'bench-' || n || '@example.com', true,
              'Bench', 'Patient ' || n, d.password_hash, d.encryption_key
         FROM users d, generate_series(1, $1::int) AS n WHERE lower(d.email) = 'patient@example.com'
       RETURNING id, email`,
      [count],
    );
    await db.query('INSERT INTO patients (user_id) SELECT unnest($1::uuid[])', [users.rows.map((u) => u.id)]);
    await db.query(
      `INSERT INTO memberships (user_id, organization_id, group_id, role_id)
       SELECT u, m.organization_id, m.group_id, m.role_id
         FROM unnest($1::uuid[]) AS u, memberships m JOIN users d ON d.id = m.user_id WHERE lower(d.email) = 'patient@example.com'`,
      [users.rows.map((u) => u.id)],
    );
    await db.query(
      `INSERT INTO consents (user_id, contract_id, contract_version, contract_version_id, consented, consent_date)
       SELECT u, k.contract_id, k.contract_version, k.contract_version_id, k.consented, now()
         FROM unnest($1::uuid[]) AS u, consents k JOIN users d ON d.id = k.user_id
        WHERE lower(d.email) = 'patient@example.com' AND k.withdraw_date IS NULL`,
      [users.rows.map((u) => u.id)],
    );
    return users.rows.map((u) => u.email);
  } finally {
    await db.end();
  }
}

/** One mark every few millimetres along a stroke: `count` points, encoded as the API carries them. */
function stroke(count: number, start: number) {
  return Array.from({ length: count }, (_, i) => ({ X: 100_000 + start + i * 7, Y: 101_000 + i * 3, Z: 100_150, Size: 100 }));
}

/** Three symptoms for the symptom report bench: created once, then each report marks all three with 200 points. */
async function symptomReportBody(url: string, headers: Record<string, string>): Promise<string> {
  const symptoms = (n: number, existing?: string[]) =>
    Array.from({ length: n }, (_, i) => ({
      ...(existing ? { SymptomId: existing[i] } : { Symptom: { Name: `Bench-symtom ${i + 1}`, Description: null } }),
      Type: 'generic',
      CameraPosition: { X: 100_000, Y: 101_000, Z: 103_000 },
      SymptomPoints: stroke(200, i * 2000),
      BodyPart: 'lower back',
      Intensity: 3 + i,
      Note: null,
    }));
  const first = await fetch(`${url}/api/my/symptomreports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ Model: 'female', Symptoms: symptoms(3) }),
  });
  if (!first.ok) throw new Error(`creating the bench symptoms failed: ${first.status} ${await first.text()}`);
  const report = (await first.json()) as { Symptoms: { SymptomId: string }[] };
  return JSON.stringify({
    Model: 'female',
    Symptoms: symptoms(
      3,
      report.Symptoms.map((s) => s.SymptomId),
    ),
  });
}

if (!existsSync(path.join(root, 'bench/dist/bench-server.js')))
  execSync('node build.mjs', { cwd: path.join(root, 'bench'), stdio: 'inherit' });
// BENCH_DATABASE_NAME: a database of one's own when others bench on the same PostgreSQL server.
const databaseUrl = await freshDatabase(ADMIN_URL, process.env.BENCH_DATABASE_NAME ?? 'symptoms_bench');
const server = await startServer(databaseUrl);
serverPid = server.pid;
try {
  const headers = await login(server.url);
  const page300 = await seedNotes(databaseUrl, NOTE_COUNT);
  // 100,000 users for the admin's list, only when a users route is measured (seeding takes a while).
  const wantsUsers = SMOKE
    ? process.env.BENCH_ONLY !== undefined && new RegExp(process.env.BENCH_ONLY).test('GET /identity/users')
    : !process.env.BENCH_ONLY || new RegExp(process.env.BENCH_ONLY).test('GET /identity/users');
  const users: SeededUsers | null = wantsUsers ? await seedUsers(databaseUrl) : null;
  const adminHeaders = await login(server.url, 'admin@example.com');
  await seedBenchProm(databaseUrl);
  const statusTypes = (await (await fetch(`${server.url}/api/env/statustypes`, { headers })).json()) as { Name: string }[];
  const promBody = JSON.stringify({
    PromId: BENCH_PROM,
    Answers: Array.from({ length: 30 }, (_, i) => ({
      QuestionId: `Q${i + 1}-`,
      AnswerId: `Q${i + 1}A${(i % 4) + 1}-`,
      Milliseconds: 1500,
    })),
  });
  const statusBody = JSON.stringify({ Items: statusTypes.map((t, i) => ({ Type: t.Name, Intensity: i % 11 })) });
  // The writes twice: every connection saving for one patient, and one patient per connection. Neither
  // is the demo patient, whose history must hold only the 10,000 notes the reads are measured on.
  const others: Record<string, string>[] = [];
  const emails = await seedPatients(databaseUrl, CONNECTIONS + 1);
  for (const email of emails) others.push({ ...(await login(server.url, email)), 'content-type': 'application/json' });
  const json = others.pop()!;
  const soloPatient = await patientIdOf(databaseUrl, emails.at(-1)!);
  const demoPatient = await patientIdOf(databaseUrl, 'patient@example.com');
  const symptomBodies = await Promise.all(others.map((h) => symptomReportBody(server.url, h)));
  // Each save twice, and its ceiling (platform/bench-baselines.ts): the row and its audit row alone.
  const post = (route: string, name: string, body: string | ((i: number) => string)): Target[] => [
    {
      name: `POST ${name}`,
      baseline: 'W',
      url: `${server.url}${route}`,
      method: 'POST',
      headers: json,
      body: typeof body === 'string' ? body : body(-1),
    },
    {
      name: `POST ${name}, ${CONNECTIONS} patients`,
      baseline: 'W',
      url: `${server.url}${route}`,
      method: 'POST',
      clients: others.map((h, i) => ({ headers: h, body: typeof body === 'string' ? body : body(i) })),
    },
    {
      name: `${CEILING} POST ${name}`,
      baseline: 'W',
      url: `${server.baselineUrl}/bench/ceiling/${route.split('/').at(-1)!.replace(/s$/, '')}?patient=${soloPatient}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : body(-1),
    },
  ];
  const soloSymptomBody = await symptomReportBody(server.url, json);
  const writes: Target[] = [
    // 30 answers, validated against the PROM and scored, in one transaction with audit and event.
    ...post('/api/my/promreports', '/api/my/promreports', promBody),
    // 3 symptoms of 200 marks each.
    ...post('/api/my/symptomreports', '/api/my/symptomreports', (i) => (i < 0 ? soloSymptomBody : symptomBodies[i]!)),
    // Last: it adds thousands of reports. 19 answers: validation, access, insert, audit, event, one transaction.
    ...post('/api/my/statusreports', '/api/my/statusreports', statusBody),
  ];
  const baselines: Target[] = [
    { name: 'H bare hello', baseline: null, url: `${server.baselineUrl}/bench/hello` },
    { name: 'R bare indexed SELECT', baseline: null, url: `${server.baselineUrl}/bench/read` },
    { name: 'W bare INSERT', baseline: null, url: `${server.baselineUrl}/bench/write`, method: 'POST' },
  ];
  // The physician's patient dashboard against the patient's own home page, on the same demo patient
  // (shared with the demo physician): each of the page's reads, the staff's audited.
  const shared = await fetch(`${server.url}/api/my/shares`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ShareWithEmail: 'physician@example.com' }),
  });
  // 409: the demo's history already shares it.
  if (!shared.ok && shared.status !== 409)
    throw new Error(`sharing with the demo physician failed: ${shared.status} ${await shared.text()}`);
  const physician = await login(server.url, 'physician@example.com');
  const ofDemo = `${server.url}/api/patients/${demoPatient}`;
  const pageReads: Target[] = [
    { name: 'home GET my/statusreports?take=1', baseline: 'R', url: `${server.url}/api/my/statusreports?take=1`, headers },
    { name: 'home GET my/symptoms', baseline: 'R', url: `${server.url}/api/my/symptoms`, headers },
    { name: 'dashboard GET patients/{id}', baseline: 'R', url: ofDemo, headers: physician },
    { name: 'dashboard GET …/statusreports?take=1', baseline: 'R', url: `${ofDemo}/statusreports?take=1`, headers: physician },
    { name: 'dashboard GET …/symptoms', baseline: 'R', url: `${ofDemo}/symptoms`, headers: physician },
    { name: 'dashboard GET …/symptomreports', baseline: 'R', url: `${ofDemo}/symptomreports?take=30`, headers: physician },
  ];
  const routes: Target[] = [
    ...pageReads,
    { name: 'GET /api/health', baseline: 'R', url: `${server.url}/api/health` },
    { name: 'GET /api/my/patient', baseline: 'R', url: `${server.url}/api/my/patient`, headers },
    { name: 'GET /identity/my/user', baseline: 'R', url: `${server.url}/identity/my/user`, headers },
    { name: 'GET /api/my/groups', baseline: 'R', url: `${server.url}/api/my/groups`, headers },
    { name: 'GET /api/my/views/environment', baseline: 'R', url: `${server.url}/api/my/views/environment`, headers },
    // The demo patient has NOTE_COUNT notes: the first page and page 300 (9,000 notes in) must cost the same.
    // Page 300 as the screens load it: "load more" sends the last item shown as the keyset cursor (the history with its type).
    { name: 'GET /api/my/notes', baseline: 'R', url: `${server.url}/api/my/notes?take=30`, headers },
    { name: 'GET /api/my/notes page 300', baseline: 'R', url: `${server.url}/api/my/notes?take=30&after=${page300}`, headers },
    { name: 'GET /api/my/historyitems', baseline: 'R', url: `${server.url}/api/my/historyitems?take=30`, headers },
    {
      name: 'GET /api/my/historyitems p300',
      baseline: 'R',
      url: `${server.url}/api/my/historyitems?take=30&after=${page300}&afterType=Note`,
      headers,
    },
    // The same two pages without the request pipeline (platform/bench-baselines.ts).
    { name: `${CEILING} GET historyitems`, baseline: 'R', url: `${server.baselineUrl}/bench/ceiling/history?patient=${demoPatient}` },
    {
      name: `${CEILING} GET historyitems p300`,
      baseline: 'R',
      url: `${server.baselineUrl}/bench/ceiling/history?patient=${demoPatient}&after=${page300}`,
    },
    // The admin's users list with USER_COUNT users in the organization: page 1, page 300 by its keyset cursor, searches.
    ...(users
      ? [
          { name: 'GET /identity/users', baseline: 'R' as const, url: `${server.url}/identity/users`, headers: adminHeaders },
          {
            name: 'GET /identity/users?q=e-mail',
            baseline: 'R' as const,
            url: `${server.url}/identity/users?q=${encodeURIComponent(users.emailPrefix)}`,
            headers: adminHeaders,
          },
          {
            name: 'GET /identity/users page 300',
            baseline: 'R' as const,
            url: `${server.url}/identity/users?after=${users.page300}`,
            headers: adminHeaders,
          },
          {
            name: 'GET /identity/users?q=pnr',
            baseline: 'R' as const,
            url: `${server.url}/identity/users?q=${users.personnummer}`,
            headers: adminHeaders,
          },
        ]
      : []),
    ...writes,
  ];

  // BENCH_ONLY=<regex> measures only the matching routes (with their baselines), for a quick look at one area.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const chosen = only ? routes.filter((r) => only.test(r.name)) : routes;
  const results: Figures[] = [];
  const run = async (target: Target): Promise<Figures> => {
    await measure(target, WARMUP);
    const figures = await measure(target, DURATION);
    if (figures.errors || figures.non2xx) throw new Error(`${target.name}: ${figures.errors} errors, ${figures.non2xx} non-2xx answers`);
    results.push(figures);
    return figures;
  };
  const print = (figures: Figures, ratio = '') =>
    console.log(
      `${figures.name.padEnd(32)} ${String(figures.requestsPerSecond).padStart(8)} ${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)}  ${ratio}${figures.cpu ? `\n${''.padEnd(34)}${figures.cpu}` : ''}`,
    );

  console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per route after a ${WARMUP} s warm-up; server on PostgreSQL.`);
  console.log('Each route is compared with the mean of its baseline (R for reads, W for writes) measured just before and just after it,');
  console.log('so drift in the machine during the run does not skew the ratios.\n');
  console.log(`${'route'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ratio to baseline`);
  const byLetter = new Map<string, Figures>();
  for (const target of baselines) {
    const figures = await run(target);
    byLetter.set(target.name[0]!, figures);
    print(figures);
  }
  const ratios = new Map<string, { throughput: number; p99: number }>();
  for (const target of chosen) {
    const letter = target.baseline ?? 'R';
    const before = byLetter.get(letter)!;
    const figures = await run(target);
    const after = await run(baselines.find((b) => b.name.startsWith(letter))!);
    byLetter.set(letter, after);
    const throughput = figures.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2);
    const p99 = figures.p99 / Math.max((before.p99 + after.p99) / 2, 1);
    ratios.set(target.name, { throughput, p99 });
    print(
      figures,
      `${letter}: throughput ${throughput.toFixed(2)}, p99 ${p99.toFixed(2)}×  (${letter} around it: ${before.requestsPerSecond}/${after.requestsPerSecond} req/s, p99 ${before.p99}/${after.p99} ms)`,
    );
  }

  console.log('');
  const target = ratios.get('GET /api/my/patient');
  if (target) {
    const met = target.throughput >= 0.6 && target.p99 <= 1.5;
    console.log(
      `Target GET /api/my/patient ≥ 0.60 of R's throughput and p99 ≤ 1.5× R's: ${target.throughput.toFixed(2)} and ${target.p99.toFixed(2)}× → ${met ? 'met' : 'NOT met'}`,
    );
  }
  for (const [first, deep] of [
    ['GET /api/my/notes', 'GET /api/my/notes page 300'],
    ['GET /api/my/historyitems', 'GET /api/my/historyitems p300'],
  ] as const) {
    const a = ratios.get(first);
    const b = ratios.get(deep);
    if (!a || !b) continue;
    const met = a.throughput >= 0.5 && b.throughput >= 0.5 && b.throughput >= 0.8 * a.throughput;
    const c = ratios.get(`${CEILING} GET historyitems`);
    const d = ratios.get(`${CEILING} GET historyitems p300`);
    const bound =
      first.includes('history') && c && d ? ` (ceiling: the pages alone ${c.throughput.toFixed(2)}, ${d.throughput.toFixed(2)})` : '';
    console.log(
      `Target ${first} with ${NOTE_COUNT} notes ≥ 0.50 of R, page 300 within 20 % of page 1: ${a.throughput.toFixed(2)}, ${b.throughput.toFixed(2)} (page 300/page 1 ${(b.throughput / a.throughput).toFixed(2)}) → ${met ? 'met' : 'NOT met'}${bound}`,
    );
  }
  // A page view's server time is the sum of its reads' (1 / throughput): the dashboard's against the home page's.
  const pageCost = (prefix: string) =>
    results.filter((f) => f.name.startsWith(prefix)).reduce((sum, f) => sum + 1 / Math.max(f.requestsPerSecond, 1), 0);
  const home = pageCost('home ');
  const dashboard = pageCost('dashboard ');
  if (home > 0 && dashboard > 0) {
    const same = pageCost('dashboard GET …/statusreports') + pageCost('dashboard GET …/symptoms');
    console.log(
      `Target the physician's dashboard reads within 2× the patient's home page reads: ${(dashboard / home).toFixed(2)}× ` +
        `(the same two reads alone ${(same / home).toFixed(2)}×) → ${dashboard / home <= 2 ? 'met' : 'NOT met'}`,
    );
  }

  const usersFirst = ratios.get('GET /identity/users');
  const usersDeep = ratios.get('GET /identity/users page 300');
  if (usersFirst && usersDeep) {
    const within = usersDeep.throughput >= 0.8 * usersFirst.throughput && usersDeep.throughput <= 1.2 * usersFirst.throughput;
    const searches = ['GET /identity/users?q=pnr', 'GET /identity/users?q=e-mail']
      .map((name) => `${name.split('?')[1]} ${ratios.get(name)?.throughput.toFixed(2) ?? '-'}`)
      .join(', ');
    console.log(
      `Target GET /identity/users with ${USER_COUNT} users, page 300 within 20 % of page 1: ${usersFirst.throughput.toFixed(2)}, ${usersDeep.throughput.toFixed(2)} (page 300/page 1 ${(usersDeep.throughput / usersFirst.throughput).toFixed(2)}) → ${within ? 'met' : 'NOT met'}; searches: ${searches}`,
    );
  }
  if (users) await explainUsers(databaseUrl, users);
  // Write targets, for one patient saving on every connection and for one patient per connection.
  for (const [route, least, p99Most] of [
    ['/api/my/promreports', 0.4, Infinity],
    ['/api/my/symptomreports', 0.4, Infinity],
    ['/api/my/statusreports', 0.5, 2],
  ] as const) {
    for (const name of [`POST ${route}`, `POST ${route}, ${CONNECTIONS} patients`]) {
      const r = ratios.get(name);
      if (!r) continue;
      const met = r.throughput >= least && r.p99 <= p99Most;
      const p99Rule = p99Most === Infinity ? '' : ` and p99 ≤ ${p99Most}× W's`;
      const c = ratios.get(`${CEILING} POST ${route}`);
      const bound = c ? ` (ceiling: row and audit row alone ${c.throughput.toFixed(2)}, p99 ${c.p99.toFixed(2)}×)` : '';
      console.log(
        `Target ${name} ≥ ${least.toFixed(2)} of W's throughput${p99Rule}: ${r.throughput.toFixed(2)}, p99 ${r.p99.toFixed(2)}× → ${met ? 'met' : 'NOT met'}${bound}`,
      );
    }
  }

  // The item graph's data for 3 years of daily reports, from a single client (spec: ≤ 50 ms p99).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [patient] = (
      await db.query<{ id: string }>(
        `SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE lower(u.email) = 'patient@example.com'`,
      )
    ).rows;
    await db.query('DELETE FROM status_reports WHERE patient_id = $1', [patient!.id]);
    await db.query(
      `WITH v AS (
         SELECT d, t.name, t.index, (abs(hashtext(d::text || t.name)) % 11)::smallint AS i
           FROM generate_series(now() - interval '1095 days', now() - interval '1 day', interval '1 day') AS d CROSS JOIN status_types t)
       INSERT INTO status_reports (patient_id, items, intensities, item_count, created_date, modified_date)
       SELECT $1, jsonb_object_agg(v.name, jsonb_build_object('Intensity', v.i, 'Previous', null, 'LanguageId', 'sv')),
              array_agg(v.i ORDER BY v.index), 19, v.d, v.d
         FROM v GROUP BY v.d`,
      [patient!.id],
    );
    await db.query('VACUUM ANALYZE status_reports');
  } finally {
    await db.end();
  }
  const to = new Date();
  const from = new Date(to.getTime() - 3 * 365 * 86_400_000);
  const series: Target = {
    name: 'GET series 3y pain, 1 client',
    baseline: null,
    url: `${server.url}/api/my/statusreports/series?type=pain&from=${from.toISOString()}&to=${to.toISOString()}`,
    headers,
  };
  const check = await fetch(series.url, { headers });
  const points = ((await check.json()) as { Points: unknown[] }[])[0]!.Points.length;
  await measure(series, WARMUP, 1);
  const graph = await measure(series, DURATION, 1);
  if (graph.errors || graph.non2xx) throw new Error(`${series.name}: ${graph.errors} errors, ${graph.non2xx} non-2xx answers`);
  results.push(graph);
  print(graph, `(${points} points)`);
  console.log(
    `Target item graph, 3 years of daily reports, 1 client: p99 ${graph.p99} ms ≤ 50 ms → ${graph.p99 <= 50 ? 'met' : 'NOT met'}`,
  );

  const line = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim(),
    connections: CONNECTIONS,
    seconds: DURATION,
    results,
    ratios: Object.fromEntries(ratios),
  };
  // A smoke run's figures mean nothing: it only proves the bench runs.
  if (!SMOKE) appendFileSync(path.join(root, 'bench/results.jsonl'), `${JSON.stringify(line)}\n`);
} finally {
  await server.stop();
}
