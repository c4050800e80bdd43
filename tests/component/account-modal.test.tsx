import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal, MODAL_REMOVAL_MS } from '@/components/auth/modal';

function Opener({ onClosed }: { onClosed: () => void }) {
  return (
    <>
      <button type="button">opener</button>
      <Modal variant="wide" labelledBy="t" closeLabel="Close" onClosed={onClosed}>
        {() => (
          <>
            <h2 id="t">Sign in</h2>
            <input aria-label="E-mail" />
            <button type="button">last</button>
          </>
        )}
      </Modal>
    </>
  );
}

describe('account modal (spec §4, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('is a labelled aria-modal dialog that focuses its first field', () => {
    render(<Opener onClosed={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('Esc starts closing and the modal is removed after about 200 ms', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    render(<Opener onClosed={onClosed} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    act(() => vi.advanceTimersByTime(MODAL_REMOVAL_MS - 10));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Opener onClosed={vi.fn()} />);
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('gives focus back to the opener when removed', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Opener onClosed={vi.fn()} />);
    expect(opener).not.toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
