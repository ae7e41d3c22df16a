import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { IconUsers } from '@tabler/icons-react';
import { capability, type PatientAccess } from '@symptoms/domain';
import { staffPatientPath } from '../../api/patient-source';
import { defineFeature } from '../../app/feature-module';
import { PatientFrame, type PatientTab } from './PatientFrame';
import { PATIENT_ACCOUNTS, PATIENTS_PATH } from './paths';

// Staff screens load on demand; the patient's own screens below are the same components, read-only.
const PatientListPage = lazy(() => import('./PatientListPage'));
const PatientDashboardPage = lazy(() => import('./PatientDashboardPage'));
const SymptomReportsPage = lazy(() => import('./SymptomReportsPage'));
const SymptomReportPage = lazy(() => import('./SymptomReportPage'));
const SummaryGraphPage = lazy(() => import('../statusreports/SummaryGraphPage').then((m) => ({ default: m.SummaryGraphPage })));
const ReportGraphPage = lazy(() => import('../statusreports/SummaryGraphPage').then((m) => ({ default: m.ReportGraphPage })));
const ItemGraphPage = lazy(() => import('../statusreports/ItemGraphPage'));
const StatusReportListPage = lazy(() => import('../statusreports/StatusReportListPage'));
const SymptomDetailsPage = lazy(() => import('../symptoms/SymptomDetailsPage'));
const PromReportsOverviewPage = lazy(() => import('./PromReportsOverviewPage'));
const PromReportsPage = lazy(() => import('../proms/PromReportsPage'));
const PromReportPage = lazy(() => import('./PromReportPage'));
const PatientNotesPage = lazy(() => import('./PatientNotesPage'));
const PatientAccountPage = lazy(() => import('./PatientAccountPage'));

const can = capability('patients', 'read', 'own');
const wrap = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;

function ToDashboard() {
  const { patientId = '' } = useParams();
  return <Navigate to={staffPatientPath(patientId)} replace />;
}

/** A child of `/admin/patients/{patientId}` (spec 3 §2), inside the patient's frame. */
const child = (path: string, tab: PatientTab, needs: keyof PatientAccess | null, element: ReactNode) => ({
  path: `${PATIENTS_PATH}/:patientId/${path}`,
  access: 'signedIn' as const,
  can,
  element: (
    <PatientFrame tab={tab} needs={needs}>
      {wrap(element)}
    </PatientFrame>
  ),
});

export default defineFeature({
  routes: [
    { path: PATIENTS_PATH, access: 'signedIn', can, element: wrap(<PatientListPage />) },
    { path: `${PATIENTS_PATH}/:patientId`, access: 'signedIn', can, element: <ToDashboard /> },
    { path: `${PATIENTS_PATH}/:patientId/account`, access: 'signedIn', can: PATIENT_ACCOUNTS, element: wrap(<PatientAccountPage />) },
    child('dashboard', 'dashboard', null, <PatientDashboardPage />),
    child('overview', 'overview', 'StatusReports', <SummaryGraphPage />),
    child('overview/:statusItem', 'overview', 'StatusReports', <ItemGraphPage />),
    child('statusreports', 'statusreports', 'StatusReports', <StatusReportListPage />),
    child('statusreports/:id', 'statusreports', 'StatusReports', <ReportGraphPage />),
    child('symptomreports', 'symptomreports', 'SymptomReports', <SymptomReportsPage />),
    child('symptomreport', 'symptomreports', 'SymptomReports', <SymptomReportPage />),
    child('symptom/:symptomId', 'symptomreports', 'SymptomReports', <SymptomDetailsPage />),
    child('promreports', 'promreports', 'PromReports', <PromReportsOverviewPage />),
    child('proms', 'promreports', 'PromReports', <PromReportsOverviewPage />),
    child('promreports/prom/:promId', 'promreports', 'PromReports', <PromReportsPage />),
    child('promreports/:promReportId', 'promreports', 'PromReports', <PromReportPage />),
    child('notes', 'notes', 'Notes', <PatientNotesPage />),
  ],
  menu: [{ id: 'patients', path: PATIENTS_PATH, label: 'menu:patients', icon: IconUsers, order: 95, placement: 'main', can }],
});
