import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import ReminderPage from './ReminderPage';

describe('ReminderPage', () => {
  let blobs: Blob[];
  let downloads: string[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T13:05:00Z')); // 14:05 in Stockholm, whatever the zone the test runs in
    blobs = [];
    downloads = [];
    // jsdom has no object URLs; this file's window is its own.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:reminder';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('defaults to 7 days ahead at the current time and downloads reminder.ics', async () => {
    renderWithProviders(<ReminderPage />);
    expect(screen.getByLabelText(/^Datum/)).toHaveValue('2026-03-17');
    expect(screen.getByLabelText(/^Tid/)).toHaveValue('14:05');
    await userEvent.click(screen.getByLabelText('Upprepa varje vecka i ett år'));
    await userEvent.click(screen.getByRole('button', { name: 'Skapa kalenderfil' }));
    expect(downloads).toEqual(['reminder.ics']);
    const ics = await blobs[0]!.text();
    expect(ics).toContain('DTSTART;TZID=Europe/Stockholm:20260317T140500');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270316T235959Z');
    expect(screen.getByRole('status')).toHaveTextContent('Kalenderfilen reminder.ics är skapad.');
  });

  it('asks for a missing date without making a file', async () => {
    renderWithProviders(<ReminderPage />);
    await userEvent.clear(screen.getByLabelText(/^Datum/));
    await userEvent.click(screen.getByRole('button', { name: 'Skapa kalenderfil' }));
    expect(screen.getByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
