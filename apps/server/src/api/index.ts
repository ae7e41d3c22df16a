import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes';
import { calendarRoutes } from './calendar/routes';
import { envRoutes } from './env/routes';
import { groupRoutes } from './groups/routes';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { noteRoutes } from './notes/routes';
import { patientRoutes } from './patient/routes';
import { promReportRoutes } from './promreports/routes';
import { promRequestRoutes } from './promrequests/routes';
import { promCatalog } from './proms/catalog';
import { promRoutes } from './proms/routes';
import { setPromCatalog } from './statusreports/prom-catalog';
import { statusReportRoutes } from './statusreports/routes';
import { symptomDefinitionRoutes } from './symptom-definitions/routes';
import { symptomReportRoutes } from './symptomreports/routes';
import { symptomRoutes } from './symptoms/routes';
import { trashRoutes } from './trash/routes';
import { uploadRoutes } from './uploads/routes';

/** The main API under /api. Each area registers its own routes; add new areas here. */
export async function apiService(app: FastifyInstance): Promise<void> {
  // Status-report thresholds suggest only PROMs that exist.
  setPromCatalog(promCatalog);
  await app.register(healthRoutes);
  await app.register(envRoutes);
  await app.register(patientRoutes);
  await app.register(groupRoutes);
  await app.register(adminRoutes);
  await app.register(noteRoutes);
  await app.register(statusReportRoutes);
  await app.register(historyRoutes);
  await app.register(trashRoutes);
  await app.register(uploadRoutes);
  await app.register(calendarRoutes);
  await app.register(promRoutes);
  await app.register(promReportRoutes);
  await app.register(promRequestRoutes);
  await app.register(symptomReportRoutes);
  await app.register(symptomRoutes);
  await app.register(symptomDefinitionRoutes);
}
