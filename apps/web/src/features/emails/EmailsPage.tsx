import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageId, OutboxMail } from '@symptoms/domain';
import { listOutbox } from '../../api/admin-content';
import { PageState } from '../../ui/PageState';
import { writtenDateTime } from '../../ui/relative-date';
import { OutboxMessage } from './OutboxMessage';

const STATUS_COLOR: Record<OutboxMail['Status'], string> = { waiting: 'gray', retrying: 'orange', sent: 'teal', unsent: 'red' };
const COLUMNS = 6;

/** /admin/emails: the outbox, what was sent and what waits or is retried, each mail's text without its link or code. */
export default function EmailsPage() {
  const { t, i18n } = useTranslation('emails');
  const mails = useQuery({ queryKey: ['emails'], queryFn: ({ signal }) => listOutbox(signal), refetchInterval: 30_000 });
  const [open, setOpen] = useState<string | null>(null);
  const language = i18n.language as LanguageId;
  const when = (iso: string | null) => (iso ? writtenDateTime(iso, language) : '–');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      <PageState query={mails} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('empty')}</Text>}>
        {(list) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('created')}</Table.Th>
                  <Table.Th>{t('recipient')}</Table.Th>
                  <Table.Th>{t('subject')}</Table.Th>
                  <Table.Th>{t('status')}</Table.Th>
                  <Table.Th>{t('attempts')}</Table.Th>
                  <Table.Th>{t('lastError')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((m) => (
                  <Fragment key={m.Id}>
                    <Table.Tr>
                      <Table.Td>{when(m.CreatedDate)}</Table.Td>
                      <Table.Td>{m.Recipient}</Table.Td>
                      <Table.Td>
                        {m.Subject}
                        <Button
                          display="block"
                          variant="subtle"
                          size="compact-sm"
                          px={0}
                          aria-expanded={open === m.Id}
                          aria-controls={open === m.Id ? `mail-${m.Id}` : undefined}
                          aria-label={t(open === m.Id ? 'hideMessageTo' : 'showMessageTo', { recipient: m.Recipient })}
                          onClick={() => setOpen(open === m.Id ? null : m.Id)}
                        >
                          {t(open === m.Id ? 'hideMessage' : 'showMessage')}
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[m.Status]} variant="light">
                          {t(`statuses.${m.Status}`)}
                        </Badge>
                        {m.SentDate && (
                          <Text size="xs" c="dimmed">
                            {when(m.SentDate)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {m.Attempts}
                        {m.LastAttempt && (
                          <Text size="xs" c="dimmed">
                            {t('lastAttempt', { when: when(m.LastAttempt) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{m.LastError ?? '–'}</Table.Td>
                    </Table.Tr>
                    {open === m.Id && (
                      <Table.Tr id={`mail-${m.Id}`}>
                        <Table.Td colSpan={COLUMNS}>
                          <OutboxMessage parts={m.Body} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PageState>
    </Stack>
  );
}
