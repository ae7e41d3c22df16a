import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMailPart } from '@symptoms/domain';

/** A mail's text as the outbox shows it: as written, with a plain note where its link or code was. */
export function OutboxMessage({ parts }: { parts: OutboxMailPart[] }) {
  const { t } = useTranslation('emails');
  return (
    // Kept in view and within the screen while the table scrolls sideways on a phone.
    <Text
      component="div"
      size="sm"
      maw="min(720px, calc(100vw - 4rem))"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', position: 'sticky', left: 0 }}
    >
      {parts.map((part, i) =>
        'Text' in part ? (
          <span key={i}>{part.Text}</span>
        ) : (
          <Badge key={i} component="span" size="lg" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            {t(`secret.${part.Secret}.${part.State}`)}
          </Badge>
        ),
      )}
    </Text>
  );
}
