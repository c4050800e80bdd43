import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, DIALOG_REMOVAL_MS } from '@/components/ui/dialog';

function Opener({ onClosed }: { onClosed: () => void }) {
  return (
    <>
      <button type="button">behind</button>
      <Dialog variant="wide" labelledBy="t" closeLabel="Close" onClosed={onClosed}>
        {(close) => (
          <>
            <h2 id="t">Sign in</h2>
            <input aria-label="E-mail" />
            <button type="button" onClick={close}>
              last
            </button>
          </>
        )}
      </Dialog>
    </>
  );
}

describe('dialog (spec §4, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('is a labelled aria-modal dialog that focuses its first field and hides the page behind', () => {
    render(<Opener onClosed={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    // the rest of the page is out of the accessibility tree while the dialog is open
    expect(screen.queryByRole('button', { name: 'behind' })).toBeNull();
  });

  it('Esc starts closing and the dialog is removed after about 200 ms', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    render(<Opener onClosed={onClosed} />);
    fireEvent.keyDown(screen.getByLabelText('E-mail'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(DIALOG_REMOVAL_MS - 10));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes from its own close button and from content', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    render(<Opener onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'last' }));
    act(() => vi.advanceTimersByTime(DIALOG_REMOVAL_MS));
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

  it('gives focus back to what had it when removed', () => {
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
