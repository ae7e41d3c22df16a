import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Modal } from './Modal';

function setScroll(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 200 });
  element.scrollTop = scrollTop;
  fireEvent.scroll(element);
}

describe('Modal', () => {
  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} title="Titel">
        Innehåll
      </Modal>,
    );
    await screen.findByText('Innehåll');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('ignores Escape and has no close button when sticky', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} sticky title="Anslutningen bröts">
        Vänta
      </Modal>,
    );
    await screen.findByText('Vänta');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
  });

  it('enables accept only after scrolling to within 50 px of the end, then accepts and closes', async () => {
    const onAccept = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} onAccept={onAccept} acceptLabel="Godkänn" scrollToAccept title="Villkor">
        <p>Lång text</p>
      </Modal>,
    );
    const accept = await screen.findByRole('button', { name: 'Godkänn' });
    expect(accept).toBeDisabled();
    const area = screen.getByTestId('modal-scroll');
    setScroll(area, 700);
    expect(accept).toBeDisabled();
    setScroll(area, 760);
    expect(accept).toBeEnabled();
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed, opens, closes and opens again', async () => {
    function Toggle() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button onClick={() => setOpened(true)}>Öppna</button>
          <Modal opened={opened} onClose={() => setOpened(false)} title="Fråga">
            Innehåll
          </Modal>
        </>
      );
    }
    renderWithProviders(<Toggle />);
    expect(screen.queryByText('Innehåll')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Öppna' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Innehåll');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Innehåll')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Öppna' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Innehåll');
  });
});
