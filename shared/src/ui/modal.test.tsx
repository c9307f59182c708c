import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Harness({ closable = true, onClose = () => undefined }: { closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        closable={closable}
        title="Lift ticket details"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Valid at all lifts.</p>
        <a href="/terms">Terms</a>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}

const overlay = () => screen.getByTestId('modal-overlay');

async function openModal() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  act(() => {
    jest.advanceTimersByTime(10);
  });
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Modal', () => {
  it('goes closed → opening → open 10 ms after being opened ("opening (10 ms after being opened)")', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(overlay()).toHaveAttribute('data-state', 'opening');
    act(() => {
      jest.advanceTimersByTime(9);
    });
    expect(overlay()).toHaveAttribute('data-state', 'opening');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(overlay()).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('dialog', { name: 'Lift ticket details' })).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus into the dialog once open', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the element focused before', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    act(() => {
      jest.advanceTimersByTime(10);
    });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
  });

  it('closes on Escape while still opening', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(overlay()).toHaveAttribute('data-state', 'opening');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
  });

  it('returns focus to the opener however it is closed', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
  });

  it('closes on a click on the overlay but not on a click inside the dialog', async () => {
    const user = await openModal();
    await user.click(screen.getByText('Valid at all lifts.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a press starts in the dialog and ends on the overlay', async () => {
    await openModal();
    fireEvent.mouseDown(screen.getByText('Valid at all lifts.'));
    fireEvent.click(overlay());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cannot be closed by Escape, overlay or close button when the user may not close it', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness closable={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    act(() => {
      jest.advanceTimersByTime(10);
    });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openModal();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('locks page scrolling while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
