import type { ReactNode } from 'react';
import { Button, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageId, PromListItem, PromReportView, PromRequestView } from '@symptoms/domain';
import { relativeDay, writtenDay } from '../../ui/relative-date';
import { fillPromPath } from './paths';
import { PromItem } from './PromItem';
import type { PromGroupSection } from './prom-groups';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} id={id}>
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}

export function RequestedSection({ requests, titleOf }: { requests: PromRequestView[]; titleOf: (promId: string) => string }) {
  const { t, i18n } = useTranslation('proms');
  const language = i18n.language as LanguageId;
  if (requests.length === 0) return null;
  return (
    <Section id="requested-proms" title={t('list.requested.title')} intro={t('list.requested.intro')}>
      <SimpleGrid cols={GRID} spacing="md">
        {requests.map((request) => {
          const title = titleOf(request.PromId);
          return (
            <Paper
              key={request.PromRequestId}
              component="article"
              withBorder
              radius={12}
              p="md"
              aria-label={title}
              className="prom-request"
            >
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {title}
                </Title>
                {request.Purpose && <Text fw={500}>{request.Purpose}</Text>}
                {request.ContextText && <Text>{request.ContextText}</Text>}
                <Text size="sm" c="dimmed">
                  {t('list.requested.created', { date: relativeDay(request.CreatedDate, language).toLowerCase() })}.{' '}
                  {t('list.requested.expires', { date: writtenDay(request.ExpiresDate, language) })}.
                </Text>
                <Button component={Link} to={fillPromPath(request.PromId)} w="fit-content" aria-label={t('fillTitle', { prom: title })}>
                  {t('fill')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

export function SuggestedSection({ proms }: { proms: PromListItem[] }) {
  const { t } = useTranslation('proms');
  if (proms.length === 0) return null;
  return (
    <Section id="suggested-proms" title={t('list.suggested.title')} intro={t('list.suggested.intro')}>
      <SimpleGrid cols={GRID} spacing="md">
        {proms.map((prom) => (
          <PromItem key={prom.Id} prom={prom} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function UnfinishedSection({ reports, titleOf }: { reports: PromReportView[]; titleOf: (promId: string) => string }) {
  const { t, i18n } = useTranslation('proms');
  const language = i18n.language as LanguageId;
  if (reports.length === 0) return null;
  return (
    <Section id="unfinished-proms" title={t('list.unfinished.title')} intro={t('list.unfinished.intro')}>
      <SimpleGrid cols={GRID} spacing="md">
        {reports.map((report) => {
          const title = titleOf(report.PromId);
          const percent = Math.round(report.percentCompleted);
          return (
            <Paper key={report.Id} component="article" withBorder radius={12} p="md" aria-label={title}>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('list.unfinished.modified', { date: relativeDay(report.ModifiedDate, language).toLowerCase() })}
                </Text>
                <Progress value={percent} aria-label={t('list.unfinished.progress', { percent })} />
                <Text size="sm" className="tabular">
                  {t('list.unfinished.progress', { percent })}
                </Text>
                <Button
                  component={Link}
                  to={fillPromPath(report.PromId, report.Id)}
                  variant="light"
                  w="fit-content"
                  leftSection={<IconPlayerPlay size={20} stroke={1.75} aria-hidden />}
                >
                  {t('list.unfinished.continue')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

export function AllPromsSection({ sections }: { sections: PromGroupSection[] }) {
  const { t } = useTranslation('proms');
  return (
    <Section id="all-proms" title={t('list.all.title')}>
      {sections.length === 0 && <Text>{t('list.all.empty')}</Text>}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`group-${section.key}`}>
          <Title order={3} size="h5" id={`group-${section.key}`} mb="xs" c="dimmed" tt="uppercase">
            {section.name}
          </Title>
          <SimpleGrid cols={GRID} spacing="md">
            {section.proms.map((prom) => (
              <PromItem key={prom.Id} prom={prom} headingLevel={4} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Section>
  );
}
