import { useState } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getPublicPromRequest, getPublicRequestProm, promRequestsKeys } from '../../api/promrequests';
import { isLanguageId } from '../../i18n';
import { ClosedRequest } from './ClosedRequest';
import { RequestForm } from './RequestForm';
import { closedReason, closedReasonOfError, isWellFormedRequestId, type ClosedReason } from './request-state';

/** `/request/{promrequestid}`: a PROM request answered through its link, without login (spec 1 §2 fillPromRequest). */
export default function RequestPage() {
  const { t, i18n } = useTranslation('promrequests');
  const { id = '' } = useParams();
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const wellFormed = isWellFormedRequestId(id);
  const [outcome, setOutcome] = useState<ClosedReason | 'sent' | null>(null);

  const request = useQuery({
    queryKey: promRequestsKeys.publicOne(id),
    queryFn: ({ signal }) => getPublicPromRequest(id, signal),
    enabled: wellFormed && outcome === null,
    retry: false,
    staleTime: Infinity,
  });
  const closed = request.data ? closedReason(request.data) : null;
  const prom = useQuery({
    queryKey: promRequestsKeys.publicProm(id, language),
    queryFn: ({ signal }) => getPublicRequestProm(id, signal),
    enabled: request.data !== undefined && closed === null && outcome === null,
    retry: false,
    staleTime: Infinity,
  });

  if (outcome) return <ClosedRequest reason={outcome} />;
  if (!wellFormed) return <ClosedRequest reason="unknown" />;
  if (request.isError || prom.isError) {
    const reason = closedReasonOfError(request.error ?? prom.error, request.isError ? 'unknown' : 'expired');
    return reason ? <ClosedRequest reason={reason} /> : <Alert color="red">{t('loadFailed')}</Alert>;
  }
  if (closed) return <ClosedRequest reason={closed} />;
  if (!request.data || !prom.data) return <Loader aria-label={t('loading')} />;
  return <RequestForm request={request.data} prom={prom.data} language={language} onDone={setOutcome} />;
}
