import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromListItem } from '@symptoms/domain';
import { fillPromPath, reportsByPromPath } from './paths';
import { PromLanguageNote } from './PromLanguageNote';

/** One PROM in a list: title, what it measures, its length, and the ways in (fill in, earlier answers). */
export function PromItem({ prom, headingLevel = 3 }: { prom: PromListItem; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation('proms');
  return (
    <Paper component="article" withBorder radius={12} p="md" aria-label={prom.Title}>
      <Stack gap="xs">
        <Title order={headingLevel} size="h4" lang={prom.Language}>
          {prom.Title}
        </Title>
        <Text size="sm" c="dimmed">
          <span lang={prom.Language}>{prom.Concept}</span> · {t('questions', { count: prom.QuestionCount })}
        </Text>
        <PromLanguageNote prom={prom} />
        <Group gap="sm">
          <Button
            component={Link}
            to={fillPromPath(prom.Id)}
            leftSection={<IconPencil size={20} stroke={1.75} aria-hidden />}
            aria-label={t('fillTitle', { prom: prom.Title })}
          >
            {t('fill')}
          </Button>
          <Button
            component={Link}
            to={reportsByPromPath(prom.Id)}
            variant="default"
            leftSection={<IconChartLine size={20} stroke={1.75} aria-hidden />}
            aria-label={t('historyTitle', { prom: prom.Title })}
          >
            {t('history')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
