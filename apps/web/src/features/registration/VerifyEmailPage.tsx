import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { verifyEmail } from '../../api/accounts';
import { useSession } from '../../app/session-hooks';
import { AuthCard } from '../../ui/AuthCard';

/** /verify-email/{code}: confirms the address, then to the start (signed in) or the login, with the verified flag. */
export function VerifyEmailPage() {
  const { t } = useTranslation('registration');
  const code = useParams().verifyCode ?? '';
  const navigate = useNavigate();
  const signedIn = !!useSession();
  const verify = useMutation({
    mutationFn: () => verifyEmail(code),
    onSuccess: () => void navigate(signedIn ? '/welcome?verifiedemail=1' : '/login?verifiedemail=1', { replace: true }),
  });
  const started = useRef(false);
  useEffect(() => {
    // Once: the code works a single time, and React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    verify.mutate();
  }, [verify]);

  return (
    <AuthCard title={t('verify.title')}>
      {verify.isError ? (
        <>
          <Alert color="red" role="alert">
            {t('verify.invalid')}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('login')}
          </Anchor>
        </>
      ) : (
        <Loader aria-label={t('verify.checking')} />
      )}
    </AuthCard>
  );
}
