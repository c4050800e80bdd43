import { act, render, screen } from '@testing-library/react';
import { OnDemand, onDemand } from '@/components/app/on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('OnDemand', () => {
  it('renders the component once its code has arrived, and at once the next time', async () => {
    const loader = onDemand(async () => Greeting);
    const onFailed = vi.fn();
    const first = render(<OnDemand loader={loader} onFailed={onFailed} props={{ name: 'Ana' }} />);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    first.unmount();
    render(<OnDemand loader={loader} onFailed={onFailed} props={{ name: 'Li' }} />);
    expect(screen.getByText('Hello Li')).toBeInTheDocument();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('tells a failed load and fetches again when wanted next', async () => {
    let attempts = 0;
    const loader = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    const onFailed = vi.fn();
    const first = render(<OnDemand loader={loader} onFailed={onFailed} props={{ name: 'Ana' }} />);
    await act(async () => {});
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    first.unmount();
    render(<OnDemand loader={loader} onFailed={onFailed} props={{ name: 'Ana' }} />);
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
