import { defineArea } from '../../platform/areas';
import { consentRoutes } from '../consents/routes';
import { contractRoutes } from './routes';

/** Contracts (the admin's editor) and the consents to them (each user's answers): one area, the web's features/contracts and features/consents. */
export const contractsArea = defineArea({
  name: 'contracts',
  service: 'identity',
  routes: async (app) => {
    await contractRoutes(app);
    await consentRoutes(app);
  },
});
