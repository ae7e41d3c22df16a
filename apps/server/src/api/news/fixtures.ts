import type { NewsItem } from '@symptoms/domain';
import type { Fixture } from '../../platform/probe';
import { answered, ownerUnit, type FixtureMakers, type UnitStaff } from '../../test/fixtures';

/** A news item of the admin's group, published now. */
export const makeNewsItem = async (admin: UnitStaff): Promise<Fixture> =>
  answered<NewsItem>(
    admin.call('POST', '/api/admin/news', { Title: 'Gruppens nyhet', Content: 'Bara för gruppen.', Priority: 'not-important' }),
    'news item',
  );

export const fixtures: FixtureMakers = {
  /** A news item of the owner's group. */
  newsItem: async (owner, t) => makeNewsItem(await ownerUnit(owner, t)),
};
