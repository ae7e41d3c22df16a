import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AboutContact, PRODUCT_NAME } from '@symptoms/domain';
import { apiRequest } from '../../api/client';
import { useClientConfig } from '../../app/session-hooks';

/** The contact details the operator sets (ABOUT_* on the server); read with this page, never before. */
const getContact = (signal?: AbortSignal) => apiRequest('/api/env/about', { signal, authenticated: false }, AboutContact);

/** Spec 2 §1: the contact and postal address; nothing of it when none is set. */
function Contact({ contact }: { contact: AboutContact }) {
  const { t } = useTranslation('about');
  const { Organization, Email, Phone, PostalAddress } = contact;
  if (!Organization && !Email && !Phone && PostalAddress.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="about-contact">
      <Title order={2} size="h3" id="about-contact">
        {t('contact.title')}
      </Title>
      <Stack gap={4} component="address" style={{ fontStyle: 'normal' }}>
        {Organization && <Text fw={600}>{Organization}</Text>}
        {PostalAddress.length > 0 && (
          <Text>
            {PostalAddress.map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </Text>
        )}
        {Email && (
          <Text>
            {t('contact.email')} <Anchor href={`mailto:${Email}`}>{Email}</Anchor>
          </Text>
        )}
        {Phone && (
          <Text>
            {t('contact.phone')} <Anchor href={`tel:${Phone.replace(/[^\d+]/g, '')}`}>{Phone}</Anchor>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

export function AboutPage() {
  const { t } = useTranslation('about');
  const config = useClientConfig();
  const contact = useQuery({ queryKey: ['about-contact'], queryFn: ({ signal }) => getContact(signal), staleTime: Infinity });
  const productName = config.data?.ProductName ?? PRODUCT_NAME;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('title', { product: productName })}</Title>
      <Text>{t('text', { product: productName })}</Text>
      {config.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : (
        <Text className="tabular">{t('version', { version: config.data?.Version ?? '–' })}</Text>
      )}
      {contact.data && <Contact contact={contact.data} />}
      <Anchor component={Link} to="/privacy">
        {t('privacyLink')}
      </Anchor>
    </Stack>
  );
}
