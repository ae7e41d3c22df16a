/** Status reports in one page of `GET my/statusreports`. */
export const STATUS_REPORTS_PAGE_SIZE_DEFAULT = 30;
/** A hidden suggestion stays hidden this many days (docs/decisions.md). */
export const SUGGESTION_HIDE_DAYS = 14;
/** PromId of the pain follow-up: mark the pain on the body figure (the symptom wizard's `fromstatus` flow). */
export const PAIN_FOLLOWUP_ID = 'painfollowup';
