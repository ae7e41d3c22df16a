import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconBodyScan } from '@tabler/icons-react';
import { SymptomEvents, SymptomReportEvents, capability } from '@symptoms/domain';
import { calendarKeys } from '../../api/calendar';
import { historyKeys } from '../../api/history';
import { symptomsKeys } from '../../api/symptoms';
import { trashKeys } from '../../api/trash';
import { defineFeature } from '../../app/feature-module';

const ChooseMannequinPage = lazy(() => import('./ChooseMannequinPage'));
const SymptomSelectPage = lazy(() => import('./SymptomSelectPage'));
const NewReportPage = lazy(() => import('./ReportPage').then((m) => ({ default: m.NewReportPage })));
const EditReportPage = lazy(() => import('./ReportPage').then((m) => ({ default: m.EditReportPage })));
const DrawPage = lazy(() => import('./DrawPage'));
const GradePage = lazy(() => import('./GradePage'));
const NotePage = lazy(() => import('./NotePage'));
const FollowupPage = lazy(() => import('./FollowupPage'));
const SymptomDetailsPage = lazy(() => import('./SymptomDetailsPage'));

const wrap = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;
const can = capability('symptomreports', 'read', 'own');
const route = (path: string, element: ReactNode) => ({
  path,
  access: 'signedIn' as const,
  can,
  module: 'symptoms' as const,
  element: wrap(element),
});

// Symptoms: patients and test users, while the `symptoms` module is on (the token's use_symptoms).
export default defineFeature({
  routes: [
    route('/choosemannequin', <ChooseMannequinPage />),
    route('/symptom/select', <SymptomSelectPage />),
    route('/symptomlist', <SymptomSelectPage fromQuestionnaire />),
    route('/symptom/:symptomId', <SymptomDetailsPage />),
    route('/symptomreport', <NewReportPage />),
    route('/symptomreport/edit', <NewReportPage />),
    route('/symptomreport/edit/:reportId', <EditReportPage />),
    route('/symptomreport/followup/:reportId', <FollowupPage />),
    route('/symptomreport/:reportId/draw', <DrawPage />),
    route('/symptomreport/:reportId/grade', <GradePage />),
    route('/symptomreport/:reportId/note', <NotePage />),
  ],
  // A report saved, changed or deleted elsewhere refreshes the symptoms, the home graphs, history and calendar.
  realtime: {
    [SymptomReportEvents.created]: [symptomsKeys.all, historyKeys.all, calendarKeys.all],
    [SymptomReportEvents.updated]: [symptomsKeys.all, historyKeys.all, calendarKeys.all],
    [SymptomReportEvents.deleted]: [symptomsKeys.all, historyKeys.all, calendarKeys.all, trashKeys.all],
    [SymptomEvents.updated]: [symptomsKeys.all],
    // Deleted into the trash or purged (a purge also changes its reports).
    [SymptomEvents.deleted]: [symptomsKeys.all, historyKeys.all, calendarKeys.all, trashKeys.all],
  },
  menu: [
    {
      id: 'symptoms',
      path: '/symptomreport',
      label: 'menu:symptoms',
      icon: IconBodyScan,
      order: 5,
      placement: 'main',
      can,
      module: 'symptoms',
    },
  ],
});
