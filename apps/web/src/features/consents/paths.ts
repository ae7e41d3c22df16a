export const CONSENTS_PATH = '/consents';
export const TOS_PATH = '/tos';
/** Where a session that still owes answers to contracts may be (the rest send it to the terms). */
export const CONSENT_FLOW_PATHS = /^\/(tos|contract|consents|logout)(\/|\?|$)/;
