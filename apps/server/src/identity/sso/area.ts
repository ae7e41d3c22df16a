import { defineArea } from '../../platform/areas';
import { ssoRoutes } from './routes';

/** Single sign-on: grant_type=keycloak (in the token area's route) and linking an identity to an account. */
export const ssoArea = defineArea({ name: 'sso', service: 'identity', routes: ssoRoutes });
