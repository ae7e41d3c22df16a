import { appVersionsArea } from './api/app-versions/area';
import { applicationsArea } from './api/applications/area';
import { emailsArea } from './api/emails/area';
import { newsArea } from './api/news/area';
import { languageStringsArea } from './identity/language-strings/area';
import { oauthTokensArea } from './identity/oauthtokens/area';

/** News, the app's texts, app versions, applications and their tokens, the outbox (issue 23, third part). */
export const adminContentAreas = [newsArea, languageStringsArea, appVersionsArea, applicationsArea, oauthTokensArea, emailsArea];
