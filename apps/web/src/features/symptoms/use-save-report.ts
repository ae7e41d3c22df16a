import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LanguageId } from '@symptoms/domain';
import { calendarKeys } from '../../api/calendar';
import { historyKeys } from '../../api/history';
import { nextStudyTaskRoute } from '../../api/studytasks';
import { createSymptomReport, symptomsKeys, updateSymptomReport } from '../../api/symptoms';
import { toast } from '../../ui/toast';
import { discardDraft, type ReportDraft } from './draft-store';
import { paths } from './paths';
import { saveErrorText } from './save-error';
import { reportPayload } from './wizard-rules';

/**
 * Saves the draft. The very first report ever is thanked with a modal on the start page instead
 * of the toast; with `followups` the follow-up page comes next, from a status report's pain
 * follow-up that follow-up again, otherwise the start page.
 */
export function useSaveReport(followups: boolean, fromStatus = false) {
  const { t, i18n } = useTranslation('symptoms');
  const language: LanguageId = i18n.language === 'en' ? 'en' : 'sv';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft }: { draft: ReportDraft; firstEver: boolean }) => {
      const payload = reportPayload(draft);
      return draft.remote ? updateSymptomReport(draft.id, { ...payload, Version: draft.remote.Version }) : createSymptomReport(payload);
    },
    onSuccess: async (report, { firstEver }) => {
      queryClient.setQueryData(symptomsKeys.report(report.Id), report);
      discardDraft();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: symptomsKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]);
      if (!firstEver) toast.success(t('report.saved'));
      const task = await nextStudyTaskRoute();
      void navigate(task ?? (followups ? `/symptomreport/followup/${report.Id}` : fromStatus ? paths.statusFollowup : '/welcome'), {
        state: { firstSymptomReport: firstEver },
      });
    },
    onError: (error) => toast.error(saveErrorText(error, language, t('report.saveFailed'))),
  });
}
