import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, Group, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupLoginFace, PRODUCT_NAME, landingPath, type LoginTokenResponse } from '@symptoms/domain';
import { apiRequest, setAnonymousLanguage, takeLanguageChosenBeforeLogin } from '../../api/client';
import { ApiError } from '../../api/errors';
import { loginWithPassword } from '../../api/identity';
import { sessionFromToken, setSession } from '../../api/session';
import { useChangeLanguage } from '../../app/session-actions';
import { useClientConfig, useSession } from '../../app/session-hooks';
import { isLanguageId } from '../../i18n';
import i18n from '../../i18n';
import { BankIdLogin } from './bankid/BankIdLogin';
import { usePhoneFirst } from './bankid/phone-first';
import { safeRedirect } from './redirect';

// The steps after a password (two-factor, a deactivated account) are fetched when one is needed.
const TwoFactorStep = lazy(async () => ({ default: (await import('../twofactor/TwoFactorStep')).TwoFactorStep }));
const DeactivatedPanel = lazy(async () => ({ default: (await import('../account/DeactivatedPanel')).DeactivatedPanel }));

/** The group a login is for (`/{groupUrlSlug}`): kept through the login as the active membership. */
interface LoginPurpose {
  organizationId: string;
  groupId: string;
  name: string;
}

interface Credentials {
  email: string;
  password: string;
}

export function LoginPage({ purpose }: { purpose?: LoginPurpose } = {}) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productName = useClientConfig().data?.ProductName ?? PRODUCT_NAME;
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<keyof Credentials, boolean>>>({});
  const redirect = safeRedirect(params.get('redirect'));
  const changeLanguage = useChangeLanguage();
  const phoneFirst = usePhoneFirst();
  const emailInput = useRef<HTMLInputElement>(null);

  const loggedIn = async (token: LoginTokenResponse) => {
    setSession(sessionFromToken(token));
    // A language picked on this screen stays (and is saved on the account); else the account's.
    const chosen = takeLanguageChosenBeforeLogin();
    if (isLanguageId(chosen) && chosen !== token.language) await changeLanguage(chosen).catch(() => undefined);
    else {
      setAnonymousLanguage(token.language);
      await i18n.changeLanguage(token.language);
    }
    // An account with two-factor, or a deactivated one, takes its next step here first.
    if (!token.twofactor && !token.deactivated) await goOn(token.role);
  };
  const login = useMutation({
    mutationFn: ({ email, password }: Credentials) =>
      loginWithPassword(email.trim(), password, purpose && { org: purpose.organizationId, group: purpose.groupId }),
    onSuccess: loggedIn,
  });
  const goOn = (role: LoginTokenResponse['role']) => navigate(redirect ?? landingPath(role), { replace: true });

  if (session?.token.twofactor) {
    return (
      <Suspense fallback={<Loader m="xl" />}>
        <TwoFactorStep onDone={() => void goOn(session.token.role)} />
      </Suspense>
    );
  }
  if (session?.token.deactivated) {
    return (
      <Suspense fallback={<Loader m="xl" />}>
        <DeactivatedPanel since={session.token.deactivated_date} onDone={() => void goOn(session.token.role)} />
      </Suspense>
    );
  }
  if (session && !login.isPending) return <Navigate to={redirect ?? landingPath(session.token.role)} replace />;

  const serverError = login.error instanceof ApiError ? login.error : null;
  const fieldError = (field: 'username' | 'password', local: keyof Credentials) =>
    missing[local] ? t('login.required') : serverError?.errors[field]?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextMissing = { email: !credentials.email.trim(), password: !credentials.password };
    setMissing(nextMissing);
    if (!nextMissing.email && !nextMissing.password) login.mutate(credentials);
  };

  const bankId = <BankIdLogin onLoggedIn={loggedIn} onUsePassword={() => emailInput.current?.focus()} />;
  const heading = (
    <>
      <Title order={1} id="login-title">
        {t('login.title', { product: productName })}
      </Title>
      {purpose ? <Text fw={600}>{t('login.purpose', { group: purpose.name })}</Text> : <Text c="dimmed">{t('login.intro')}</Text>}
    </>
  );

  // On a phone BankID on the phone is the way in most people have: it comes first, the password form after it.
  return (
    <Paper withBorder radius={12} p="xl" maw={440} mx="auto" mt="xl" bg="white">
      {phoneFirst && (
        <Stack gap="md" mb="md">
          {heading}
        </Stack>
      )}
      {phoneFirst && (
        <>
          {bankId}
          <Divider label={t('bankid:or')} labelPosition="center" my="md" />
        </>
      )}
      <form onSubmit={submit} noValidate aria-labelledby="login-title">
        <Stack gap="md">
          {!phoneFirst && heading}
          {params.get('verifiedemail') === '1' && (
            <Alert color="teal" role="status">
              {t('login.verified')}
            </Alert>
          )}
          {login.error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t('login.failed')}>
              {serverError?.message ?? t('login.unexpected')}
            </Alert>
          )}
          <TextInput
            ref={emailInput}
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            value={credentials.email}
            onChange={(e) => setCredentials({ ...credentials, email: e.currentTarget.value })}
            error={fieldError('username', 'email')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={credentials.password}
            onChange={(e) => setCredentials({ ...credentials, password: e.currentTarget.value })}
            error={fieldError('password', 'password')}
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/reset-password" size="sm">
              {t('login.forgot')}
            </Anchor>
            <Anchor component={Link} to="/register" size="sm">
              {t('login.register')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      {!phoneFirst && bankId}
    </Paper>
  );
}

/** `/{groupUrlSlug}` (spec 2 §2, loginWithPurpose): the login for one group, which stays the active one after it; an unknown address goes to /login. */
export function GroupLoginPage() {
  const slug = useParams().groupUrlSlug ?? '';
  const group = useQuery({
    queryKey: ['group-login', slug],
    queryFn: () => apiRequest(`/api/groups/slug/${encodeURIComponent(slug)}`, { authenticated: false }, GroupLoginFace),
    retry: false,
    staleTime: Infinity,
  });
  if (group.isPending) return <Loader m="xl" />;
  if (!group.data) return <Navigate to="/login" replace />;
  return <LoginPage purpose={{ organizationId: group.data.OrganizationId, groupId: group.data.GroupId, name: group.data.DisplayName }} />;
}
