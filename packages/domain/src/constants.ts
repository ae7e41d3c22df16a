/**
 * The spec's constants table in one place (spec 1 §9, spec 2 §9, spec 3 §9).
 * Durations are in milliseconds unless the name says otherwise.
 */
export const LANGUAGES = ['sv', 'en'] as const;
export type LanguageId = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageId = 'sv';

export const PRODUCT_NAME = 'Symptoms';
export const GLOBAL_ORGANIZATION_ID = '0';

export const REQUEST_TIMEOUT_MS = 300_000;
export const RETRY_DELAY_MS = 3_000;
/** Offline after more than this many failed tries of one request. */
export const OFFLINE_AFTER_FAILED_TRIES = 3;

export const REFRESH_TOKEN_VALIDITY_DAYS = 120;
/** The client refreshes the access token when fewer than this many ms remain. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** Our choice (docs/decisions.md): long enough that the 5-minute refresh margin leaves 5 minutes of use. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 10 * 60;

export const BANKID_POLL_INTERVAL_MS = 2_000;
export const BANKID_POLL_MAX = 20;
// The spec shows a QR refresh every 2 s, 20 times; BankID requires the animated QR to change every
// second, so it does, for the same 40 s the polling lasts (docs/decisions.md, BankID and SSO).
export const BANKID_QR_REFRESH_MS = 1_000;
export const BANKID_QR_REFRESH_MAX = 40;

/**
 * Invite mails a user may send per Stockholm day (decisions: "Invites per day"): a patient invites
 * a few people they know, staff invite the patients of a clinic day or a study's new participants.
 */
export const INVITE_MAILS_PER_DAY = { patient: 20, staff: 200 } as const;

export const TOAST_DEFAULT_MS = 2_000;
export const TOAST_SUCCESS_MS = 4_000;
export const TOAST_WARNING_MS = 5_000;
export const TWO_FACTOR_FLAG_RESET_MS = 500;

export const MODAL_SCROLL_THRESHOLD_PX = 50;
export const MENU_RESHOW_DELAY_MS = 200;
export const TOOLTIP_DELAY_MS = 500;

export const BREAKPOINTS = {
  mobile: 460,
  mobileSizes: [340, 390, 400, 460, 500],
  largeViewport: 992,
  desktop: 1025,
  smallViewportHeight: 500,
} as const;
export const CARD_MAX_WIDTH_PX = 335;

export const NAME_MAX = 32;

export const BUG_REPORT_DESCRIPTION_MIN_EXCLUSIVE = 7;
export const BUG_REPORT_DESCRIPTION_MAX = 1024;

export const NOTE_MIN = 2;
export const NOTE_MAX = 2000;
export const NOTES_PAGE_SIZE = 30;

export const SCALE_MIN = 0;
export const SCALE_MAX = 10;
export const MAX_ACTIVE_SYMPTOMS = 20;
export const SYMPTOM_NAME_MAX = 60;
export const SYMPTOM_FILTER_MIN_CHARS = 3;

export const INVERTED_STATUS_TYPES = ['wellbeing', 'qualityoflife', 'physicalfunctioning', 'sexualfunctioning', 'appetite'] as const;
export const IGNORED_IN_SUMMARY_STATUS_TYPES = ['wellbeing', 'qualityoflife'] as const;
export const PAIN_FOLLOWUP_MIN_INTENSITY = 1;
export const PAIN_FOLLOWUP_WEIGHT = 100;

export const RADAR = { min: 0, max: 10, levels: 5, maxSizePx: 400, invertedByDefault: true } as const;
/** Dot size by report age: up to 3 days small, up to 2 weeks medium, older large. */
export const DOT_AGE_DAYS = { small: 3, medium: 14 } as const;

export const GRAPH = {
  height: 300,
  listHeight: 200,
  margin: { top: 20, right: 20, bottom: 10, left: 20 },
  ballRadius: 5,
  defaultRangeDays: 30,
} as const;
export const HISTORY_RANGES = ['1d', '1w', '1m', '3m', '6m', '1y', '3y'] as const;

export const INTENSITY_COLOURS = [
  '#ffffcc',
  '#fff3ad',
  '#ffe58f',
  '#fed470',
  '#feb24c',
  '#fd9a44',
  '#fd7e38',
  '#fc4e2a',
  '#e31a1c',
  '#bd0026',
  '#800026',
] as const;

export const BODY_DEPTH_SPLIT = { male: 0.2, female: 0.54 } as const;
export const BODY_MARKER_SCALE = 0.03;
export const SYMPTOM_THUMBNAIL = { width: 85, height: 100 } as const;
/** Coordinates travel as integers: offset and scaled by 1000, size by 100 (spec 1 §5). */
export const COORDINATE_SCALE = 1000;
export const SIZE_SCALE = 100;

export const QUESTION_INDEX_STEP = 1000;
export const ANSWER_INDEX_STEP = 10;
export const PROM_RECENT_DAYS = 30;

export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What one patient may keep in uploads: files live in the database beside the health data, so one
 * account must not be able to fill it, nor make every backup and export carry gigabytes
 * (decisions: Upload limits per patient).
 */
export const UPLOAD_MAX_FILES_PER_PATIENT = 50;
export const UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT = 100 * 1024 * 1024;

export const REMINDER = {
  defaultDaysAhead: 7,
  durationMinutes: 5,
  alarmMinutesBefore: 5,
  recurrenceWeeks: 52,
  fileName: 'reminder.ics',
} as const;

/** Module flags of spec 1 §1; the shown configuration enables the first list. */
export const MODULES = [
  'proms',
  'promReports',
  'symptoms',
  'graphs',
  'notes',
  'history',
  'trash',
  'shares',
  'auditlogs',
  'bugreport',
  'news',
  'calendar',
  'invites',
  // Status reports: not a switch in spec 1 §1's list, but gated per user by the token's use_status.
  'status',
] as const;
export type ModuleName = (typeof MODULES)[number];
export const DEFAULT_ENABLED_MODULES: readonly ModuleName[] = [
  'proms',
  'promReports',
  'symptoms',
  'graphs',
  'notes',
  'history',
  'trash',
  'shares',
  'status',
];
