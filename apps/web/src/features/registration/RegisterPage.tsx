import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, Registration, fieldErrors, type LanguageId } from '@symptoms/domain';
import { inviteEmailMatches, inviteValidity, register } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { AuthCard } from '../../ui/AuthCard';
import { PasswordField } from '../passwords/PasswordField';
import { InviteContracts } from './InviteContracts';

type Field = 'FirstName' | 'LastName' | 'Email' | 'Personnummer' | 'PhoneNumber' | 'Password';
const EMPTY: Record<Field, string> = { FirstName: '', LastName: '', Email: '', Personnummer: '', PhoneNumber: '', Password: '' };

/** Asks for the invite's code when the link had none. */
function KeyForm() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  return (
    <AuthCard title={t('title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (key.trim()) void navigate(`/register/${encodeURIComponent(key.trim())}`);
        }}
      >
        <Stack gap="md">
          <Text c="dimmed">{t('noKey')}</Text>
          <TextInput label={t('key')} required value={key} onChange={(e) => setKey(e.currentTarget.value)} />
          <Button type="submit">{t('continue')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** /register/{inviteKey}: an account from an invite, then a mail whose link confirms the address. */
export function RegisterPage() {
  const key = useParams().inviteKey;
  return key ? <RegisterForm inviteKey={key} /> : <KeyForm />;
}

function RegisterForm({ inviteKey }: { inviteKey: string }) {
  const { t, i18n } = useTranslation('registration');
  const language = i18n.language as LanguageId;
  const invite = useQuery({ queryKey: ['invite', inviteKey], queryFn: () => inviteValidity(inviteKey), retry: false });
  const [values, setValues] = useState(EMPTY);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const send = useMutation({
    mutationFn: (registration: Registration) => register(inviteKey, registration),
  });
  const error = send.error instanceof ApiError ? send.error : null;
  const serverField = (field: Field) =>
    field === 'Password'
      ? error?.errorCode === ErrorCode.WeakPassword
        ? error.errors.NewPassword?.join(' ')
        : undefined
      : error?.errors[field]?.join(' ');
  const errorOf = (field: Field) => local[field] ?? serverField(field);

  const checkEmail = async () => {
    if (!values.Email.trim()) return;
    const { Valid } = await inviteEmailMatches(inviteKey, values.Email.trim()).catch(() => ({ Valid: true }));
    setLocal((l) => ({ ...l, Email: Valid ? undefined : t('emailMismatch') }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = { ...values, PhoneNumber: values.PhoneNumber.trim() || null, LanguageId: language };
    const parsed = Registration.safeParse(candidate);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues, language);
      setLocal(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(' ')])));
      return;
    }
    setLocal({});
    send.mutate(parsed.data);
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errorOf(name),
  });

  if (invite.isPending) {
    return (
      <AuthCard title={t('title')}>
        <Loader aria-label={t('checking')} />
      </AuthCard>
    );
  }
  if (!invite.data?.Valid || error?.errorCode === ErrorCode.InvalidCode) {
    return (
      <AuthCard title={t('title')}>
        <Alert color="red" role="alert">
          {t('invalid')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('login')}
        </Anchor>
      </AuthCard>
    );
  }
  if (send.isSuccess) {
    return (
      <AuthCard title={t('title')}>
        <Alert color="teal" role="status">
          {t('sent', { email: values.Email.trim() })}
        </Alert>
        <Button component={Link} to="/login">
          {t('login')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('title')}>
      <Text c="dimmed">{t('intro', { group: invite.data.GroupName })}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && !Object.keys(error.errors).length && error.errorCode !== ErrorCode.WeakPassword && (
            <Alert color="red" role="alert" title={t('failed')}>
              {error.message}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput label={t('firstName')} autoComplete="given-name" required maxLength={32} {...field('FirstName')} />
            <TextInput label={t('lastName')} autoComplete="family-name" required maxLength={32} {...field('LastName')} />
          </Group>
          <TextInput
            label={t('email')}
            description={t('emailHint')}
            type="email"
            autoComplete="email"
            required
            {...field('Email')}
            onBlur={() => void checkEmail()}
          />
          <TextInput
            label={t('personnummer')}
            description={t('personnummerHint')}
            inputMode="numeric"
            maxLength={13}
            required
            {...field('Personnummer')}
          />
          <TextInput label={t('phone')} type="tel" autoComplete="tel" maxLength={32} {...field('PhoneNumber')} />
          <PasswordField
            label={t('password')}
            value={values.Password}
            onChange={(Password) => setValues((v) => ({ ...v, Password }))}
            error={errorOf('Password')}
          />
          <InviteContracts inviteKey={inviteKey} />
          <Anchor component={Link} to="/privacy" size="sm" target="_blank">
            {t('privacy')}
          </Anchor>
          <Button type="submit" loading={send.isPending}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
