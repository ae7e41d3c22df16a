import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import type { CalendarDayItems, CalendarMonth } from '@symptoms/domain';
import { createQueryClient, Providers } from '../../app/Providers';
import i18n from '../../i18n';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, signIn, signOut } from '../../test/render';
import CalendarPage from './CalendarPage';
import { addMonths, monthWeeks } from './month-grid';

function renderPage() {
  const router = createMemoryRouter([{ path: '/calendar', element: <CalendarPage /> }], { initialEntries: ['/calendar'] });
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const march: CalendarMonth = {
  Year: 2026,
  Month: 3,
  Days: [{ Date: '2026-03-15', Counts: { Note: 2 } }],
};
const dayItems: CalendarDayItems = {
  Date: '2026-03-15',
  Items: [{ ResourceType: 'Note', ResourceId: 'n1', CreatedDate: '2026-03-15T08:05:00.000Z', Title: 'Ont i huvudet' }],
};

function stubCalendar() {
  return stubServer((url) => {
    if (url.startsWith('/api/my/calendar?')) {
      const params = new URLSearchParams(url.split('?')[1]);
      const [year, month] = [Number(params.get('year')), Number(params.get('month'))];
      return jsonResponse(year === 2026 && month === 3 ? march : { Year: year, Month: month, Days: [] });
    }
    if (url.startsWith('/api/my/calendar/day?')) {
      const date = new URLSearchParams(url.split('?')[1]).get('date')!;
      return jsonResponse(date === '2026-03-15' ? dayItems : { Date: date, Items: [] });
    }
    return undefined;
  });
}

describe('CalendarPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
    signIn();
  });
  afterEach(async () => {
    vi.useRealTimers();
    signOut();
    await i18n.changeLanguage('sv');
  });

  it('shows the month with Monday first, Swedish names and icons on days with items', async () => {
    stubCalendar();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Mars 2026' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön']);
    // 1 March 2026 is a Sunday: the first row holds six empty cells and then day 1.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '', '', '', '', '', '1']);
    expect(await screen.findByRole('button', { name: 'söndag 15 mars 2026, 2 anteckningar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'tisdag 10 mars 2026' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the selected day’s items, or the empty text', async () => {
    stubCalendar();
    renderPage();
    expect(await screen.findByText('Inget rapporterat den här dagen.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^söndag 15 mars 2026/ }));
    expect(await screen.findByRole('heading', { name: 'Det här hände söndag 15 mars 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Ont i huvudet')).toBeInTheDocument();
    expect(screen.getByText(/^Anteckning · \d\d:05$/)).toBeInTheDocument();
  });

  it('moves to the previous and next month, across the year', async () => {
    const fetchMock = stubCalendar();
    renderPage();
    await screen.findByRole('heading', { name: 'Mars 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByText('Välj en dag för att se vad du rapporterade.')).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));
    expect(await screen.findByRole('heading', { name: 'December 2025' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/my/calendar?year=2025&month=12');
  });

  it('names months and weekdays in English', async () => {
    await i18n.changeLanguage('en');
    stubCalendar();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe('month grid', () => {
  it('starts weeks on Monday and pads to whole weeks', () => {
    const weeks = monthWeeks(2026, 2); // February 2026 starts on a Sunday, 28 days
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null]);
    expect(monthWeeks(2027, 2)[0]![0]).toBe('2027-02-01'); // a Monday
  });
  it('adds months across years', () => {
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
  });
});
