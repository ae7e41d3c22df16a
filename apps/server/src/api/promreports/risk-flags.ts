import { RISK_FLAG_DAYS, riskGuidanceFor, type PromRiskFlag } from '@symptoms/domain';
import type { Scope } from '../../platform/records';
import { loadProm } from '../proms/catalog';
import { newestRiskCandidates } from './records';

/**
 * The risk flags of the patient's recent answers (PHQ-9 item 9 and the like), as the caller may see
 * them: none when the caller's grant does not open PROM reports (nothing is read then). The rules
 * are the questionnaire's own (the domain's riskGuidanceFor), in the report's language version.
 */
export async function riskFlagsOf(scope: Scope): Promise<PromRiskFlag[]> {
  if (!scope.may('promreports', 'read')) return [];
  const flags: PromRiskFlag[] = [];
  for (const report of await newestRiskCandidates(scope, RISK_FLAG_DAYS)) {
    const prom = await loadProm(scope.deps, report.prom_id, report.language_id);
    if (!prom || !report.completed_date) continue;
    const guidance = riskGuidanceFor(prom, report.answers ?? []);
    if (guidance.length === 0) continue;
    flags.push({
      PromReportId: report.id,
      PromId: report.prom_id,
      Title: prom.Title,
      Language: prom.Language,
      CompletedDate: report.completed_date.toISOString(),
      Guidance: guidance,
    });
  }
  return flags;
}
