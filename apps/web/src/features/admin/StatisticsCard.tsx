import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodCounts } from '@symptoms/domain';
import { Card } from '../../ui/Card';

const PERIODS = ['Today', 'LastWeek', 'LastMonth', 'Total'] as const;

export function StatisticsCard({ title, counts }: { title: string; counts: PeriodCounts }) {
  const { t, i18n } = useTranslation('admin');
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={title} headingLevel={3} className="statistics-card">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {PERIODS.map((period) => (
            <Table.Tr key={period}>
              <Table.Th scope="row" fw={400}>
                {t(`dashboard.periods.${period}`)}
              </Table.Th>
              <Table.Td ta="right" className="tabular" fw={period === 'Total' ? 600 : 500}>
                {format.format(counts[period])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
