import { lazy, Suspense } from 'react';
import { Anchor, Box, Flex, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { dotSize, isInverted, summaryItems, type StatusReport } from '@symptoms/domain';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { STATUS_COLOURS } from './areas';
import { CHART_STYLE_KEY, CHART_STYLES, useStoredChoice } from './style';
import { OptionSwitch } from '../../ui/OptionSwitch';

const SummaryPie = lazy(() => import('./SummaryPie'));
const DOT_PX = { small: 12, medium: 18, large: 24 } as const;

/**
 * A report as pie or dots (style option): wellbeing and quality of life left out, inverted types
 * drawn as 10 − intensity, dots sized by the answer's age. Each area links to its graph over time.
 */
export function ReportSummary({ report }: { report: StatusReport }) {
  const { t } = useSourceTranslation('statusreports');
  const [style, setStyle] = useStoredChoice(CHART_STYLE_KEY, CHART_STYLES, 'dots');
  const source = usePatientSource();
  const items = summaryItems(report.Items);
  const drawn = items.filter((item) => item.Drawn > 0).sort((a, b) => b.Drawn - a.Drawn);

  const row = (item: (typeof items)[number]) => {
    const area = t(`areas.${item.Type}`);
    return (
      <Group key={item.Type} gap="sm" wrap="nowrap" align="center">
        <Box w={16} h={16} style={{ borderRadius: 4, background: STATUS_COLOURS[item.Type], flex: 'none' }} aria-hidden />
        <Anchor
          component={Link}
          to={source.path(`/statusreport/graph/${item.Type}`) ?? `/statusreport/graph/${item.Type}`}
          aria-label={t('graph.itemLink', { area: area.toLowerCase() })}
          style={{ flex: 1 }}
        >
          {area}
        </Anchor>
        <Text className="tabular" fw={600}>
          {item.Drawn}
        </Text>
        {isInverted(item.Type) && (
          <Text size="sm" c="dimmed">
            ({t('graph.answered', { value: item.Intensity })})
          </Text>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="md">
      <OptionSwitch
        id="chart-style"
        label={t('graph.style')}
        value={style}
        onChange={setStyle}
        options={[
          { value: 'dots', label: t('graph.dots') },
          { value: 'pie', label: t('graph.pie') },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('graph.explain')}
      </Text>
      {style === 'pie' ? (
        <Flex gap="lg" wrap="wrap" align="flex-start">
          {drawn.length > 0 ? (
            <Suspense fallback={<Loader />}>
              <SummaryPie items={drawn} label={t('graph.title')} />
            </Suspense>
          ) : (
            <Text>{t('graph.noneAbove')}</Text>
          )}
          <Stack gap={6} style={{ flex: '1 1 240px' }} data-testid="summary-list">
            {items.map(row)}
          </Stack>
        </Flex>
      ) : (
        <Stack gap="sm" data-testid="summary-dots">
          {items.map((item) => {
            const size = DOT_PX[dotSize(item.CreatedDate)];
            const area = t(`areas.${item.Type}`);
            return (
              <Stack key={item.Type} gap={2}>
                {row(item)}
                <div className="status-dot-track" aria-hidden>
                  <span
                    className="status-dot"
                    style={{
                      left: `calc(12px + ${item.Drawn / 10} * (100% - 24px))`,
                      width: size,
                      height: size,
                      background: STATUS_COLOURS[item.Type],
                    }}
                    title={t('graph.drawn', { area, value: item.Drawn })}
                  />
                </div>
              </Stack>
            );
          })}
          <Text size="sm" c="dimmed">
            {t('graph.ageLegend', { small: t('graph.age.small'), medium: t('graph.age.medium'), large: t('graph.age.large') })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
