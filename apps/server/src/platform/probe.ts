import type { PatientDataArea } from '@symptoms/domain';

/**
 * What the generated access matrix (test/access-matrix.test.ts) sends to a route as the owner of
 * the data, declared next to the route. Every caller then sends the same request: the matrix
 * expects the owner's answer from the owner, 401 without a token, 403 from a role the access table
 * leaves out, and 404 (with nothing of the owner in the body) from anyone else the request
 * addresses the owner's data for.
 */
export interface Probe {
  /**
   * Records the matrix makes for the owner before the request (by name, from the areas' `fixtures.ts` test files).
   * A request that needs one addresses the owner's data.
   */
  needs?: readonly string[];
  params?: (f: Fixtures) => Record<string, string>;
  query?: (f: Fixtures) => Record<string, string>;
  body?: (f: Fixtures) => unknown;
  /** The body goes form-encoded (the token endpoint), not as JSON. */
  form?: boolean;
  /**
   * The route reads a group's participants at once (a cohort read: an export, the group's map, the
   * staff's list): the area it serves, and whether as an export. The matrix then expects View rows
   * on the owner from every caller the owner's consent (or, for the staff's list, a share) opens it
   * to, and from nobody else.
   */
  cohort?: { area: PatientDataArea; export?: boolean; list?: boolean };
  /**
   * The request addresses a thing of the owner's group or organization (a group, the organization
   * itself, a contract), made by `needs`: callers who do not reach that unit get 404
   * (docs/decisions.md, "Admins act inside the units they administer"). `activeGroup`: a thing of
   * the group the caller acts in (the `my/group` routes), which only callers acting in the owner's
   * group reach, not the organization's or the service's admins.
   */
  unit?: 'group' | 'organization' | 'activeGroup';
  /** The owner's answer. */
  status: number;
}

/** A record the matrix made for the owner, as the API answered it. */
export type Fixture = { Id: string; Version: number } & Record<string, unknown>;

/**
 * What a probe's functions get from the test that sends it: the owner's fixture of a name (one of
 * `needs`), the test users' password (routes that ask for the caller's password), a password no
 * test user has (routes whose success would end the caller's account), and a fresh string per call
 * (a name or key that must be unique). The tests supply them: no route module holds a test value.
 */
export type Fixtures = ((name: string) => Fixture) & {
  readonly password: string;
  readonly wrongPassword: string;
  unique(): string;
};
