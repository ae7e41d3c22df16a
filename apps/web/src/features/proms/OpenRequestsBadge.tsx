import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenPromRequests } from './queries';

/** The count of open PROM requests on the menu entry (spec 1 §2); nothing when there are none. */
export function OpenRequestsBadge() {
  const { t } = useTranslation('proms');
  const count = useOpenPromRequests().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      {/* The dark red keeps the white number readable (WCAG AA); the sentence is for screen readers. */}
      <Badge color="red.9" variant="filled" size="sm" circle aria-hidden className="tabular" data-testid="open-requests-badge">
        {count}
      </Badge>
      <VisuallyHidden>{`, ${t('badge', { count })}`}</VisuallyHidden>
    </>
  );
}
