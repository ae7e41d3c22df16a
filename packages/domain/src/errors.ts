import type { LanguageId } from './constants';

/**
 * ErrorCode values carried in every error body `{ ErrorCode, Message, Errors? }`.
 * Codes below 4100 and 1004/504 are the spec's; 41xx and 5000 are ours (docs/decisions.md).
 */
export const ErrorCode = {
  /** Loading the patient when the user has no patient id: the client creates one. */
  NoPatient: 1004,
  /** Recognised, nothing done (spec 2 §7). */
  GatewayTimeout: 504,
  /** e-ID login of someone under 18. */
  Underage: 4002,
  /** Stale Version: the row changed since it was loaded. */
  Conflict: 4003,
  /** The maximum number of reports for this PROM is reached. */
  PromMaxReports: 4004,
  /** Two-factor authentication required. */
  TwoFactorRequired: 4006,
  /** More than 20 active symptoms. */
  TooManyActiveSymptoms: 4007,
  /** The app version is the default and in use. */
  AppVersionIsDefault: 4010,
  ValidationFailed: 4100,
  NotFound: 4101,
  Forbidden: 4102,
  Unauthenticated: 4103,
  RateLimited: 4104,
  PayloadTooLarge: 4105,
  UnsupportedFileType: 4106,
  InvalidGrant: 4107,
  AlreadyDone: 4108,
  /** Only an ended symptom can be deleted. */
  SymptomNotEnded: 4109,
  /** A new password too short for the account, or on the list of common and breached passwords. */
  WeakPassword: 4120,
  /** The two-factor code (or backup code) is not valid: spec's invalid_2fa_code. */
  InvalidTwoFactorCode: 4121,
  /** The password given to confirm a change is not the account's. */
  WrongPassword: 4122,
  /** A code from an e-mail (verify, reset, activate) that is unknown, used or expired. */
  InvalidCode: 4123,
  /** The account is deactivated: only reactivation or starting over answer. */
  AccountDeactivated: 4124,
  /** A BankID order that is not complete, not this person's, too old or already used (spec 2 §8 "Unable to login with bankid"). */
  BankIdLoginFailed: 4130,
  /** BankID or single sign-on is not configured, or BankID answered with an error of its own. */
  LoginMethodUnavailable: 4131,
  /** The person proved who they are (BankID, SSO) but no account belongs to them, or none is linked. */
  NoAccountForIdentity: 4132,
  /** The single sign-on token did not verify (signature, issuer, audience, expiry). */
  SsoLoginFailed: 4133,
  /** A BankID or SSO login for a personnummer no account holds proven (claimed or not: one answer, decisions: "proven"). */
  PersonnummerNotProven: 4134,
  /** The BankID order or SSO token names another personnummer than the signed-in account's. */
  IdentityOfAnotherPersonnummer: 4135,
  /** Confirming the personnummer with a BankID order that is not complete, already used or too old. */
  BankIdConfirmFailed: 4136,
  /** The number just proven is held proven by another account (the person's own other account). */
  PersonnummerProvenElsewhere: 4137,
  /** More invite mails today than a user may send. */
  InviteLimitReached: 4138,
  /** A PROM request link answered with a staff member's session: only the patient (or the link alone) answers. */
  StaffSessionOnRequestLink: 4139,
  /** Required contracts of the user's groups are not accepted (spec 2 §7: HTTP 412 starts the terms flow). */
  ContractsRequired: 4140,
  /** Someone has answered the contract's current version: its text stays, a change is a new version. */
  ContractTextLocked: 4141,
  /** The terms were answered without accepting every Required contract. */
  RequiredContractNotAccepted: 4142,
  /** The contract has a newer version than the one answered: read it again. */
  ContractOutdated: 4143,
  /** Someone has approved the current version: what the contract lets the group read grows only with a new version. */
  ContractFeaturesLocked: 4144,

  /** Another group already answers at this address (`/{UrlSlug}`), or the address is one of the app's own. */
  UrlSlugTaken: 4150,
  /** A group or organization with this id already exists. */
  IdTaken: 4151,
  /** A group or organization that still has members (patients or staff): nothing is deleted while anyone is in it. */
  UnitNotEmpty: 4152,

  /** An admin action that needs the admin's own session to have passed two-factor (or BankID/SSO). */
  AdminTwoFactorRequired: 4155,
  /** The user also belongs to another organization: only removing them from the admin's own is possible. */
  UserInOtherOrganization: 4156,
  /** An admin action on the admin's own account: done from the profile instead. */
  NotOnYourself: 4157,
  /** A role or group that the admin's organization or the admin role list does not have. */
  RoleNotAssignable: 4158,
  /** A new account whose personnummer or e-mail another account has. */
  UserAlreadyExists: 4159,

  /** An application, language string or app version of that Id or Name already exists. */
  AlreadyExists: 4160,
  /** An admin's erase, removal or anonymisation of a patient's account from the users page: it is closed on the patient's page. */
  AccountHoldsHealthData: 4161,
  /** Something of the whole organization: only an organization admin (admin in the organization's own group). */
  OrganizationAdminRequired: 4162,
  /** Something every organization sees: only the service's own administrators (admins of the global group). */
  SystemAdminRequired: 4163,
  /** An account that also belongs to a group the admin does not administer: only removing it from the admin's groups is possible. */
  UserInOtherGroup: 4164,

  /** A PROM that has reports or requests is kept (its answers would lose their questions). */
  PromInUse: 4180,
  /** A shipped instrument is read-only; a copy under another id may be edited. */
  PromShipped: 4181,
  /** A PROM keeps at least one language version. */
  PromLastLanguage: 4182,
  /** A PROM asked for in a language it has no version in: validated instruments are never translated by us. */
  PromLanguageMissing: 4183,

  /** The issue tracker did not answer, refused the token, or answered with an error. */
  TrackerUnavailable: 4190,
  /** No issue tracker is configured for bug reports. */
  TrackerNotConfigured: 4191,
  Internal: 5000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorStatus: Record<ErrorCode, number> = {
  [ErrorCode.NoPatient]: 404,
  [ErrorCode.GatewayTimeout]: 504,
  [ErrorCode.Underage]: 400,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PromMaxReports]: 400,
  [ErrorCode.TwoFactorRequired]: 417,
  [ErrorCode.TooManyActiveSymptoms]: 400,
  [ErrorCode.AppVersionIsDefault]: 400,
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedFileType]: 415,
  [ErrorCode.InvalidGrant]: 400,
  [ErrorCode.AlreadyDone]: 409,
  [ErrorCode.SymptomNotEnded]: 409,
  [ErrorCode.WeakPassword]: 400,
  [ErrorCode.InvalidTwoFactorCode]: 400,
  [ErrorCode.WrongPassword]: 400,
  [ErrorCode.InvalidCode]: 400,
  [ErrorCode.AccountDeactivated]: 403,
  [ErrorCode.BankIdLoginFailed]: 400,
  [ErrorCode.LoginMethodUnavailable]: 503,
  [ErrorCode.NoAccountForIdentity]: 400,
  [ErrorCode.SsoLoginFailed]: 400,
  [ErrorCode.PersonnummerNotProven]: 400,
  [ErrorCode.IdentityOfAnotherPersonnummer]: 400,
  [ErrorCode.BankIdConfirmFailed]: 400,
  [ErrorCode.PersonnummerProvenElsewhere]: 409,
  [ErrorCode.InviteLimitReached]: 429,
  [ErrorCode.StaffSessionOnRequestLink]: 403,
  [ErrorCode.ContractsRequired]: 412,
  [ErrorCode.ContractTextLocked]: 409,
  [ErrorCode.RequiredContractNotAccepted]: 400,
  [ErrorCode.ContractOutdated]: 409,
  [ErrorCode.ContractFeaturesLocked]: 409,

  [ErrorCode.UrlSlugTaken]: 409,
  [ErrorCode.IdTaken]: 409,
  [ErrorCode.UnitNotEmpty]: 409,

  [ErrorCode.AdminTwoFactorRequired]: 403,
  [ErrorCode.UserInOtherOrganization]: 409,
  [ErrorCode.NotOnYourself]: 409,
  [ErrorCode.RoleNotAssignable]: 400,
  [ErrorCode.UserAlreadyExists]: 409,

  [ErrorCode.AlreadyExists]: 409,
  [ErrorCode.AccountHoldsHealthData]: 409,
  [ErrorCode.OrganizationAdminRequired]: 403,
  [ErrorCode.SystemAdminRequired]: 403,
  [ErrorCode.UserInOtherGroup]: 409,

  [ErrorCode.PromInUse]: 409,
  [ErrorCode.PromShipped]: 409,
  [ErrorCode.PromLastLanguage]: 409,
  [ErrorCode.PromLanguageMissing]: 400,
  [ErrorCode.TrackerUnavailable]: 502,
  [ErrorCode.TrackerNotConfigured]: 503,
  [ErrorCode.Internal]: 500,
};

/** User-facing texts per ErrorCode; the web app shows these, the server sends them as Message. */
const errorMessages: Record<LanguageId, Record<ErrorCode, string>> = {
  sv: {
    1004: 'Det finns ingen patient kopplad till kontot.',
    504: 'Servern svarade inte i tid.',
    4002: 'Du måste vara minst 18 år för att använda Symptoms.',
    4003: 'Uppgifterna har ändrats sedan du hämtade dem. Ladda om och försök igen.',
    4004: 'Du har fyllt i det här formuläret tillräckligt många gånger.',
    4006: 'Tvåstegsverifiering krävs.',
    4007: 'Du har för många aktiva symptom (högst 20).',
    4010: 'Den här appversionen är standard och används av patienter. Välj en annan standard och försök igen.',
    4100: 'Uppgifterna är inte giltiga.',
    4101: 'Hittades inte.',
    4102: 'Du har inte behörighet till detta.',
    4103: 'Du behöver logga in.',
    4104: 'För många försök. Vänta en stund och försök igen.',
    4105: 'Filen är för stor.',
    4106: 'Filtypen stöds inte.',
    4107: 'Fel e-postadress eller lösenord.',
    4108: 'Det här är redan gjort.',
    4109: 'Avsluta symtomet innan du tar bort det.',
    4120: 'Välj ett längre lösenord som inte är vanligt förekommande.',
    4121: 'Koden stämmer inte.',
    4122: 'Lösenordet stämmer inte.',
    4123: 'Länken eller koden är ogiltig eller har gått ut.',
    4124: 'Kontot är inaktiverat.',
    4130: 'Det gick inte att logga in med BankID. Försök igen.',
    4131: 'Inloggningssättet är inte tillgängligt just nu. Försök igen senare eller logga in på annat sätt.',
    4132: 'Det finns inget konto kopplat till den här identiteten. Logga in med lösenord eller be om en inbjudan.',
    4133: 'Det gick inte att logga in med den externa inloggningen.',
    4134: 'Inget konto är bekräftat med ditt personnummer. Har du ett konto: logga in med e-post och lösenord och bekräfta ditt personnummer med BankID under Profil. Annars behöver du en inbjudan.',
    4135: 'Legitimeringen gäller ett annat personnummer än det som står på ditt konto.',
    4136: 'Det gick inte att bekräfta med BankID. Försök igen.',
    4137: 'Ditt personnummer är redan bekräftat på ett annat konto. Logga in på det kontot i stället.',
    4138: 'Du har skickat så många inbjudningar som går i dag. Försök igen i morgon.',
    4139: 'Formuläret besvaras av patienten själv. Du är inloggad med en personalroll och kan inte svara på det.',
    4140: 'Du behöver godkänna villkoren innan du kan fortsätta.',
    4141: 'Någon har redan svarat på den här versionen. Publicera en ny version för att ändra texten.',
    4144: 'Någon har redan godkänt den här versionen. Publicera en ny version för att låta gruppen se mer, så att alla får godkänna det.',
    4142: 'Godkänn alla obligatoriska villkor för att fortsätta.',
    4143: 'Avtalet har en nyare version. Läs den och svara igen.',

    4150: 'Adressen används redan. Välj en annan.',
    4151: 'Id:t används redan. Välj ett annat.',
    4152: 'Det finns fortfarande medlemmar eller patienter här. Ta bort dem först; hälsodata tas aldrig bort på det här sättet.',

    4155: 'Slå på tvåstegsverifiering för ditt konto och logga in med den för att göra detta.',
    4156: 'Användaren finns också i en annan organisation. Ta bort användaren från din organisation i stället.',
    4157: 'Ditt eget konto ändrar du under Profil.',
    4158: 'Rollen eller gruppen finns inte i din organisation.',
    4159: 'Det finns redan ett konto med det personnumret eller den e-postadressen.',

    4160: 'Det finns redan en post med det namnet eller id:t.',
    4161: 'Kontot hör till en patient med hälsodata. Det raderas eller anonymiseras på patientens sida under Patienter, eller av personen själv under Profil. Du kan ta bort personen från dina grupper.',
    4162: 'Det här gäller hela organisationen och görs av en administratör för organisationen.',
    4163: 'Det här gäller alla organisationer och görs av tjänstens administratörer.',
    4164: 'Användaren finns också i grupper som du inte administrerar. Ta bort användaren från dina grupper i stället.',

    4180: 'Formuläret har besvarats eller skickats ut och kan inte tas bort.',
    4181: 'Standardformulären kan inte ändras. Gör en kopia och ändra den.',
    4182: 'Formuläret måste ha minst en språkversion.',
    4183: 'Formuläret finns inte på det språket. Välj ett av de språk det finns på.',
    4190: 'Ärendehanteringen svarade inte eller tog inte emot ärendet. Försök igen om en stund.',
    4191: 'Ingen ärendehantering är inställd för felrapporter.',
    5000: 'Något gick fel och det har loggats. Försök igen senare.',
  },
  en: {
    1004: 'There is no patient linked to the account.',
    504: 'The server did not answer in time.',
    4002: 'You must be at least 18 years old to use Symptoms.',
    4003: 'The data has changed since you loaded it. Reload and try again.',
    4004: 'You have filled in this form enough times.',
    4006: 'Two-factor authentication is required.',
    4007: 'You have too many active symptoms (maximum 20).',
    4010: 'This app version is the default and used by patients. Set a different default and try again.',
    4100: 'The data is not valid.',
    4101: 'Not found.',
    4102: 'You do not have access to this.',
    4103: 'You need to log in.',
    4104: 'Too many attempts. Wait a while and try again.',
    4105: 'The file is too large.',
    4106: 'The file type is not supported.',
    4107: 'Wrong email address or password.',
    4108: 'This has already been done.',
    4109: 'End the symptom before you delete it.',
    4120: 'Choose a longer password that is not a common one.',
    4121: 'The code entered is not valid.',
    4122: 'The password is not correct.',
    4123: 'The link or code is not valid or has expired.',
    4124: 'The account is deactivated.',
    4130: 'Unable to log in with BankID. Please try again.',
    4131: 'This way of logging in is not available right now. Try again later or log in another way.',
    4132: 'No account is linked to this identity. Log in with your password or ask for an invite.',
    4133: 'Unable to log in with the external login.',
    4134: 'No account is confirmed with your personal identity number. If you have an account: log in with email and password and confirm your personal identity number with BankID under Profile. Otherwise you need an invite.',
    4135: 'The identification is for another personal identity number than the one on your account.',
    4136: 'Unable to confirm with BankID. Please try again.',
    4137: 'Your personal identity number is already confirmed on another account. Log in to that account instead.',
    4138: 'You have sent as many invites as you can today. Try again tomorrow.',
    4139: 'The questionnaire is answered by the patient. You are logged in with a staff role and cannot answer it.',
    4140: 'You need to accept the terms before you can continue.',
    4141: 'Someone has already answered this version. Publish a new version to change its text.',
    4144: 'Someone has already approved this version. Publish a new version to let the group see more, so that everyone can approve it.',
    4142: 'Accept every required agreement to continue.',
    4143: 'The agreement has a newer version. Read it and answer again.',

    4150: 'The address is already in use. Choose another one.',
    4151: 'The id is already in use. Choose another one.',
    4152: 'There are still members or patients here. Remove them first; health data is never deleted this way.',

    4155: 'Turn on two-factor authentication for your account and log in with it to do this.',
    4156: 'The user also belongs to another organization. Remove the user from your organization instead.',
    4157: 'You change your own account under Profile.',
    4158: 'The role or group does not exist in your organization.',
    4159: 'An account with that personal identity number or email address already exists.',

    4160: 'There is already an entry with that name or id.',
    4161: 'The account belongs to a patient with health data. It is erased or anonymised on the patient’s page under Patients, or by the person under Profile. You can remove the person from your groups.',
    4162: 'This concerns the whole organization and is done by an administrator of the organization.',
    4163: 'This concerns every organization and is done by the service’s administrators.',
    4164: 'The user also belongs to groups you do not administer. Remove the user from your groups instead.',

    4180: 'The questionnaire has been answered or sent out and cannot be deleted.',
    4181: 'The standard questionnaires cannot be changed. Make a copy and change that.',
    4182: 'The questionnaire must have at least one language version.',
    4183: 'The questionnaire does not exist in that language. Choose one of the languages it exists in.',
    4190: 'The issue tracker did not answer or did not accept the issue. Try again in a while.',
    4191: 'No issue tracker is set up for bug reports.',
    5000: 'Something went wrong and it has been logged. Try again later.',
  },
};

export function errorMessage(code: ErrorCode, language: LanguageId): string {
  return errorMessages[language][code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && value in ErrorStatus;
}
