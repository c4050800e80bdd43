import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormControls } from '@/components/ui/form-controls';

const form = (
  <form aria-label="Sign in">
    <FormControls>
      <input aria-label="E-mail address" />
      <button type="submit">Sign in</button>
    </FormControls>
  </form>
);

describe('FormControls', () => {
  it("disables the form's controls in the server's HTML, before the page's script runs", () => {
    const html = renderToString(form);
    expect(html).toMatch(/<fieldset class="form-controls" disabled="">/);
  });

  it('enables them once the page has hydrated', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
