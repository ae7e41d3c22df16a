import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { PromItem } from './PromItem';
import { listItem } from './test-fixtures';

describe('PromItem', () => {
  it('says so when a questionnaire has no version in the user language, and says nothing when it has', async () => {
    renderRoutes(
      [
        {
          path: '/proms',
          element: (
            <>
              <PromItem prom={listItem('who5', 'sv')} />
              <PromItem prom={listItem('phq9', 'sv')} />
            </>
          ),
        },
      ],
      '/proms',
    );
    const who5 = within(await screen.findByRole('article', { name: /WHO/ }));
    expect(who5.getByText('Finns bara på engelska')).toBeInTheDocument();
    expect(who5.getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('article', { name: 'PHQ-9' })).queryByText(/Finns bara/)).not.toBeInTheDocument();
  });
});
