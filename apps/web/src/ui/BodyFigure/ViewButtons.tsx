import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FIGURE_VIEWS } from './camera';
import type { FigureView } from './types';

/** The four camera angles; always visible under the figure. */
export function ViewButtons({ view, onChange }: { view: FigureView; onChange: (view: FigureView) => void }) {
  const { t } = useTranslation('bodyfigure');
  return (
    <Group role="group" aria-label={t('views.label')} gap={6} grow wrap="nowrap" className="body-figure__views">
      {FIGURE_VIEWS.map((v) => (
        <Button
          key={v}
          size="compact-md"
          h={44}
          px={6}
          variant={v === view ? 'filled' : 'default'}
          aria-pressed={v === view}
          onClick={() => onChange(v)}
        >
          {t(`views.${v}`)}
        </Button>
      ))}
    </Group>
  );
}
