import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

describe('field (components/ui/field.tsx)', () => {
  it('names the control by its label and describes it by its hint and its error', () => {
    render(
      <Field label="E-mail" hint="We write to this address" error="Enter an e-mail address" optional="optional">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail optional' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We write to this address Enter an e-mail address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an e-mail address');
  });

  it('says nothing is wrong while there is no error', () => {
    render(<Field label="Company">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a checkbox before its label, still named by it, and adds the caller’s own note', () => {
    render(
      <Field layout="inline" label="I agree" note={{ id: 'n', content: <p id="n">Read it first</p> }}>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Read it first');
    fireEvent.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });
});

describe('button (components/ui/button.tsx)', () => {
  it('while busy says so, keeps focus and drops presses, so its form is not sent twice', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={submit}>
        <Button type="submit" busy>
          Sending…
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    button.focus();
    fireEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    rerender(
      <form onSubmit={submit}>
        <Button type="submit" busy={false}>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('is a plain button unless told otherwise', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Cancel</Button>);
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled in the server’s HTML when only its script answers it, so an early press is not lost', () => {
    const served = document.createElement('div');
    served.innerHTML = renderToString(
      <>
        <Button onClick={() => undefined}>Accept</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    const [scripted, plain] = served.querySelectorAll('button');
    expect(scripted).toBeDisabled();
    // a plain form's submit works without script: never held back
    expect(plain).toBeEnabled();
  });
});
