import { defineArea } from '../../platform/areas';
import { personnummerRoutes } from './routes';

/** Whether an account's personnummer is proven, and proving it from the profile (BankID; SSO through connect). */
export const personnummerArea = defineArea({ name: 'personnummer', service: 'identity', routes: personnummerRoutes });
