/** The clinician's shares screen: ask a patient for a share, follow the requests and the shares received. */
export const SHARE_REQUESTS_PATH = '/admin/sharerequests';
