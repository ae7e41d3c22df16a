import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import type { StatusArea } from '@symptoms/domain';
import { STATUS_COLOURS } from './areas';

/** The pie of a report's drawn values (recharts, loaded lazily). Names and numbers are in the list beside it. */
export default function SummaryPie({ items, label }: { items: { Type: StatusArea; Drawn: number }[]; label: string }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', maxWidth: 320, height: 260 }}>
      <ResponsiveContainer width="100%" height={260}>
        <PieChart>
          <Pie data={items} dataKey="Drawn" nameKey="Type" innerRadius="35%" outerRadius="90%" isAnimationActive={false} stroke="#fff">
            {items.map((item) => (
              <Cell key={item.Type} fill={STATUS_COLOURS[item.Type]} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
