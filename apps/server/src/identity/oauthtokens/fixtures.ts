import type { OAuthToken } from '@symptoms/domain';
import { makeApplication } from '../../api/applications/fixtures';
import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** A token of a new application of the owner's group, made by its developer. */
  oauthToken: async (owner, t) => {
    const unit = await ownerUnit(owner, t, 'dev');
    const application = await makeApplication(unit);
    const token = await answered<OAuthToken>(
      unit.call('POST', '/identity/my/group/oauthtokens', { ApplicationId: application.Id }),
      'oauth token',
    );
    return { ...token, Version: 0 };
  },
};
