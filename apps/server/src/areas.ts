import { accessArea } from './api/access/area';
import { addressesArea } from './api/addresses/area';
import { adminContentAreas } from './admin-content-areas';
import { adminArea } from './api/admin/area';
import { auditLogsArea } from './api/auditlogs/area';
import { bankIdArea } from './api/bankid/area';
import { bugReportsArea } from './api/bugreports/area';
import { calendarArea } from './api/calendar/area';
import { envArea } from './api/env/area';
import { exportsArea } from './api/exports/area';
import { groupsArea } from './api/groups/area';
import { groupSymptomsArea } from './api/groupsymptoms/area';
import { healthArea } from './api/health/area';
import { historyArea } from './api/history/area';
import { notesArea } from './api/notes/area';
import { organizationsArea } from './api/organizations/area';
import { patientArea } from './api/patient/area';
import { patientsArea } from './api/patients/area';
import { promReportsArea } from './api/promreports/area';
import { settingsArea } from './api/settings/area';
import { promRequestsArea } from './api/promrequests/area';
import { promsArea } from './api/proms/area';
import { researchArea } from './api/research/area';
import { sharesArea } from './api/shares/area';
import { statusReportsArea } from './api/statusreports/area';
import { studySchemaArea } from './api/study-schema/area';
import { studyTasksArea } from './api/studytasks/area';
import { symptomDefinitionsArea } from './api/symptom-definitions/area';
import { symptomReportsArea } from './api/symptomreports/area';
import { symptomsArea } from './api/symptoms/area';
import { trashArea } from './api/trash/area';
import { uploadsArea } from './api/uploads/area';
import { accountArea } from './identity/account/area';
import { contractsArea } from './identity/contracts/area';
import { invitesArea } from './identity/invites/area';
import { mailArea } from './identity/mail/area';
import { passwordsArea } from './identity/passwords/area';
import { patientAccountsArea } from './identity/patient-accounts/area';
import { personnummerArea } from './identity/personnummer/area';
import { registrationArea } from './identity/registration/area';
import { twoFactorArea } from './identity/twofactor/area';
import { sessionsArea } from './identity/sessions/area';
import { ssoArea } from './identity/sso/area';
import { tokenArea } from './identity/token/area';
import { usersArea } from './identity/users/area';
import type { AreaDeclaration } from './platform/areas';

/**
 * Every area of both services. The trash works the tables in this order: symptom reports before
 * symptoms, since purging a symptom also removes its entries from the reports (and a report left
 * with none), so a purge that names both finds the report as itself first.
 */
export const AREAS: readonly AreaDeclaration[] = [
  // identity
  tokenArea,
  usersArea,
  sessionsArea,
  registrationArea,
  passwordsArea,
  twoFactorArea,
  accountArea,
  patientAccountsArea,
  invitesArea,
  mailArea,
  ssoArea,
  personnummerArea,
  contractsArea,
  // main API
  healthArea,
  envArea,
  bankIdArea,
  patientArea,
  accessArea,
  addressesArea,
  groupsArea,
  adminArea,
  notesArea,
  statusReportsArea,
  promsArea,
  promReportsArea,
  promRequestsArea,
  symptomReportsArea,
  groupSymptomsArea,
  symptomsArea,
  symptomDefinitionsArea,
  uploadsArea,
  historyArea,
  calendarArea,
  trashArea,
  bugReportsArea,
  sharesArea,
  auditLogsArea,
  patientsArea,

  organizationsArea,
  settingsArea,

  ...adminContentAreas,

  studySchemaArea,
  studyTasksArea,
  researchArea,

  exportsArea,
];
