/** The shares screen, which the alert of a new request links to (and stays away from). */
export const SHARES_PATH = '/shares';
