/**
 * A demo account's API calls with its token and active membership, as the web app sends them;
 * `membership` picks another of the account's memberships than its first.
 */
export async function demoApi(baseUrl: string, email: string, membership: { org: string; group: string; role: string } | null = null) {
  const login = await fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Symptoms-demo-1', ...membership }),
  });
  if (!login.ok) throw new Error(`demo login for ${email} failed: ${login.status}`);
  const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string; pid: string | null };
  const headers = {
    authorization: `Bearer ${token.access_token}`,
    'x-organizationid': token.organization,
    'x-groupid': token.group,
    'x-roleid': token.role,
  };
  // A JSON content type only with a body: Fastify refuses an empty JSON body.
  const under = (service: 'api' | 'identity') => (method: string, url: string, body?: unknown) =>
    fetch(`${baseUrl}/${service}${url}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { patientId: token.pid, call: under('api'), identity: under('identity') };
}
