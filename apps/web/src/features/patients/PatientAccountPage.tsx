import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminPatient } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { correctAdminPatient, getAdminPatient, patientsKeys } from '../../api/patients';
import { PageState } from '../../ui/PageState';
import { AccountFacts, DetailsForm } from '../users/AccountDetails';
import { PatientAccountActions } from './PatientAccountActions';
import { PATIENTS_PATH } from './paths';

/**
 * `/admin/patients/{patientId}/account`: a patient of the admin's groups as their admin sees them
 * (the account, never what they reported): correct the name, phone and language; erase, anonymise
 * or remove. Another group's patient is not found.
 */
export default function PatientAccountPage() {
  const { t } = useTranslation('patients');
  const { patientId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = patientsKeys.account(patientId);
  const patient = useQuery({ queryKey: key, queryFn: ({ signal }) => getAdminPatient(patientId, signal) });
  const saved = async (updated: AdminPatient) => {
    queryClient.setQueryData(key, updated);
    await queryClient.invalidateQueries({ queryKey: [...patientsKeys.all, 'list'] });
  };
  const gone = async () => {
    queryClient.removeQueries({ queryKey: key });
    await queryClient.invalidateQueries({ queryKey: patientsKeys.all });
    await navigate(`${PATIENTS_PATH}?list=group`);
  };
  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={`${PATIENTS_PATH}?list=group`} size="sm">
        {t('frame.back')}
      </Anchor>
      <PageState
        query={patient}
        loading={t('account.loading')}
        failed={patient.error instanceof ApiError && patient.error.status < 500 ? patient.error.message : t('account.loadFailed')}
      >
        {(p) => (
          <>
            <Title order={1}>
              {p.FirstName} {p.LastName}
            </Title>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('account.account')}
              </Title>
              <AccountFacts user={p} />
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('account.details')}
              </Title>
              <Text size="sm" mb="sm">
                {t('account.detailsHint')}
              </Text>
              <DetailsForm
                key={`${p.Id}:${p.Version}`}
                user={p}
                save={(body) => correctAdminPatient(p.PatientId, body)}
                refresh={key}
                onSaved={(updated) => void saved(updated)}
              />
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('account.actions.title')}
              </Title>
              <PatientAccountActions patient={p} onDone={() => void gone()} />
            </Card>
          </>
        )}
      </PageState>
    </Stack>
  );
}
