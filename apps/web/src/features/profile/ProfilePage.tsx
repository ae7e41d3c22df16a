import type { ReactNode } from 'react';
import { Card, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPatientRole } from '@symptoms/domain';
import { getMyPatient } from '../../api/symptoms';
import { useSession } from '../../app/session-hooks';
import { useMyUser } from '../../app/session-hooks';
import { DataDownload } from '../account/DataDownload';
import { LeaveAccount } from '../account/LeaveAccount';
import { ChangePasswordForm } from '../passwords/ChangePasswordForm';
import { SessionList } from '../sessions/SessionList';
import { TwoFactorSection } from '../twofactor/TwoFactorSection';
import { EmailSection } from './EmailSection';
import { PatientSection } from './PatientSection';
import { PersonalForm } from './PersonalForm';
import { PersonnummerSection } from './PersonnummerSection';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** /profile (spec 2 §2): the account's details, address, password, two-factor, logins, data, and leaving. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('passwords');
  const { t: tf } = useTranslation('twofactor');
  const { t: ta } = useTranslation('account');
  const user = useMyUser();
  const isPatient = isPatientRole(useSession()?.token.role ?? 'user');
  const patient = useQuery({ queryKey: ['my-patient-profile'], queryFn: ({ signal }) => getMyPatient(signal), enabled: isPatient });

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('title')}</Title>
      {!user.data ? (
        <Loader />
      ) : (
        <>
          <Section id="profile-personal" title={t('personal.title')}>
            <PersonalForm key={user.data.Version} user={user.data} />
          </Section>
          <Section id="profile-personnummer" title={t('personnummer.title')}>
            <PersonnummerSection user={user.data} />
          </Section>
          {patient.data && (
            <Section id="profile-patient" title={t('patient.title')}>
              <PatientSection key={patient.data.Version} patient={patient.data} onReload={() => patient.refetch()} />
            </Section>
          )}
          <Section id="profile-email" title={t('email.title')}>
            <EmailSection user={user.data} />
          </Section>
          <Section id="profile-password" title={tp('change.title')}>
            <ChangePasswordForm twoFactor={user.data.TwoFactorEnabled} />
          </Section>
          <Section id="profile-twofactor" title={tf('setup.title')}>
            <TwoFactorSection enabled={user.data.TwoFactorEnabled} />
          </Section>
          <Section id="profile-sessions" title={t('sessions.title')}>
            <SessionList />
          </Section>
          <Section id="profile-data" title={ta('data.title')}>
            <DataDownload />
          </Section>
          <Section id="profile-leave" title={ta('leave.title')}>
            <LeaveAccount />
          </Section>
        </>
      )}
    </Stack>
  );
}
