import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPersonnummerInput, type Invite, type LanguageId } from '@symptoms/domain';
import { writtenDateTime } from '../../ui/relative-date';

export interface InviteRow {
  email: string;
  personnummer: string;
}
export const EMPTY_ROW: InviteRow = { email: '', personnummer: '' };

/** The rows as the API takes them: the address trimmed, the personnummer's digits (none: left out). */
export const rowsForApi = (rows: readonly InviteRow[]) =>
  rows.map((r) => ({ Email: r.email.trim(), Personnummer: r.personnummer.replace(/\D/g, '') || undefined }));

/** Rows of e-mail and personnummer (formatted with the century and dash as typed), added and removed. */
export function InviteRows(props: { rows: InviteRow[]; onChange: (rows: InviteRow[]) => void; errors: Record<string, string[]> }) {
  const { t } = useTranslation('invites');
  const { rows, onChange, errors } = props;
  const setRow = (index: number, next: InviteRow) => onChange(rows.map((r, i) => (i === index ? next : r)));
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          <TextInput
            label={t('email')}
            type="email"
            required
            flex={2}
            value={row.email}
            onChange={(e) => setRow(index, { ...row, email: e.currentTarget.value })}
            error={errors[`Invites.${index}.Email`]?.join(' ')}
          />
          <TextInput
            label={t('personnummer')}
            inputMode="numeric"
            maxLength={13}
            flex={1}
            value={row.personnummer}
            onChange={(e) => setRow(index, { ...row, personnummer: formatPersonnummerInput(e.currentTarget.value) })}
            error={errors[`Invites.${index}.Personnummer`]?.join(' ')}
          />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            disabled={rows.length === 1}
            aria-label={t('removeRow', { n: index + 1 })}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" leftSection={<IconPlus size={18} />} w="fit-content" onClick={() => onChange([...rows, EMPTY_ROW])}>
        {t('addRow')}
      </Button>
    </Stack>
  );
}

/** Sent (valid until), used (when) or expired. */
function InviteState({ invite }: { invite: Invite }) {
  const { t, i18n } = useTranslation('invites');
  const language = i18n.language as LanguageId;
  if (invite.Used)
    return (
      <Badge variant="outline" color="teal.9" tt="none">
        {t('state.used', { date: writtenDateTime(invite.UsedDate!, language) })}
      </Badge>
    );
  if (invite.Expired)
    return (
      <Badge variant="outline" color="gray.8" tt="none">
        {t('state.expired')}
      </Badge>
    );
  return (
    <Badge variant="outline" color="blue.9" tt="none">
      {t('state.sent', { date: writtenDateTime(invite.ExpireDate, language) })}
    </Badge>
  );
}

/** One sent invite: to whom, its state and what it gives (`children`), and a way to withdraw it while unused. */
export function InviteCard({
  invite,
  withdrawLabel,
  onWithdraw,
  children,
}: {
  invite: Invite;
  withdrawLabel: string;
  onWithdraw: () => void;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={4}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invite.Email}
          </Text>
          <Group gap={6}>
            <InviteState invite={invite} />
            {children}
          </Group>
        </Stack>
        {!invite.Used && (
          <Button variant="light" color="red" size="xs" onClick={onWithdraw}>
            {withdrawLabel}
          </Button>
        )}
      </Group>
    </Card>
  );
}
