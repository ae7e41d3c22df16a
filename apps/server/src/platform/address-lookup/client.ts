/** What the address lookup answers for a postal code (spec 2 §7: state, municipality, city). */
interface Address {
  County: string;
  Municipal: string;
  City: string;
}

/** Spec 2 §9: the lookup waits at most a second. */
const LOOKUP_TIMEOUT_MS = 1000;

export class LookupUnavailable extends Error {}

/**
 * The address lookup service's HTTP client: GET `<url>?areacode=NNNNN&format=json&key=…`, which
 * answers `{ state, municipality, city }` for a known code and 404 (or an empty body) for an unknown
 * one. Slower than a second, or failing, is unavailable.
 */
export class AddressLookup {
  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {}

  async lookup(areaCode: string): Promise<Address | null> {
    const query = new URLSearchParams({ areacode: areaCode, format: 'json', key: this.key });
    let response: Response;
    try {
      response = await fetch(`${this.url}?${query}`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    } catch (error) {
      throw new LookupUnavailable(error instanceof Error ? error.message : 'no answer');
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new LookupUnavailable(`HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as { state?: unknown; municipality?: unknown; city?: unknown } | null;
    if (!body || typeof body.city !== 'string' || typeof body.state !== 'string' || typeof body.municipality !== 'string') return null;
    return { County: body.state, Municipal: body.municipality, City: body.city };
  }
}
