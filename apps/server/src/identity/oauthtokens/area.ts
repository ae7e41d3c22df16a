import { defineArea } from '../../platform/areas';
import { oauthTokenRoutes } from './routes';

export const oauthTokensArea = defineArea({ name: 'oauthtokens', service: 'identity', routes: oauthTokenRoutes });
