import { screen } from '@testing-library/react';
import { SilentLoginChoice } from '@/components/account/silent-login-choice';
import arabic from '@/messages/ar/accountPages.json';
import accountPages from '@/messages/en/accountPages.json';
import { renderWithIntl } from '../support/intl';

const A = 'a.buyer@example.com';
const B = 'b.buyer@example.com';
const words = (text: string, email: string) => text.replace(/<isolate>\{email\}<\/isolate>/, email);
/** A paragraph that reads exactly this (its address is an element of its own). */
const paragraph = (text: string) => (_: string, node: Element | null) =>
  node?.tagName === 'P' && node.textContent === text;

describe('silent login over another signed-in account: the question', () => {
  it('names both accounts and posts the choice with the page to go on to', () => {
    const { container } = renderWithIntl(
      <SilentLoginChoice question={{ kind: 'confirm', pendingEmail: A, currentEmail: B }} next="/rfq?x=1" />,
      { accountPages },
    );
    expect(screen.getByText(paragraph(words(accountPages.silentLoginSignedInAs, B)))).toBeInTheDocument();
    expect(screen.getByText(paragraph(words(accountPages.silentLoginLinkFor, A)))).toBeInTheDocument();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/auth/silent');
    expect(form).toHaveAccessibleDescription(
      `${words(accountPages.silentLoginSignedInAs, B)} ${words(accountPages.silentLoginLinkFor, A)}`,
    );
    expect(container.querySelector('input[type="hidden"][name="next"]')).toHaveValue('/rfq?x=1');
    const go = screen.getByRole('button', { name: words(accountPages.silentLoginContinueAs, A) });
    const stay = screen.getByRole('button', { name: words(accountPages.silentLoginStayAs, B) });
    expect(go).toHaveAttribute('name', 'choice');
    expect(go).toHaveAttribute('value', 'switch');
    expect(stay).toHaveAttribute('value', 'stay');
  });

  it('is answered with the keyboard alone: two native submit buttons, in reading order', () => {
    renderWithIntl(<SilentLoginChoice question={{ kind: 'confirm', pendingEmail: A, currentEmail: B }} next="/" />, {
      accountPages,
    });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      words(accountPages.silentLoginContinueAs, A),
      words(accountPages.silentLoginStayAs, B),
    ]);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).not.toHaveAttribute('tabindex');
    }
  });

  it('keeps each address whole and left to right inside Arabic text', () => {
    const { container } = renderWithIntl(
      <SilentLoginChoice question={{ kind: 'confirm', pendingEmail: A, currentEmail: B }} next="/" />,
      { accountPages: arabic },
      'ar',
    );
    expect(screen.getByRole('button', { name: words(arabic.silentLoginContinueAs, A) })).toBeInTheDocument();
    const isolated = [...container.querySelectorAll('bdi')].map((node) => [node.textContent, node.getAttribute('dir')]);
    expect(isolated).toEqual([
      [B, 'ltr'],
      [A, 'ltr'],
      [A, 'ltr'],
      [B, 'ltr'],
    ]);
  });

  it('offers "not now" when nobody is signed in any more', () => {
    renderWithIntl(<SilentLoginChoice question={{ kind: 'confirm', pendingEmail: A, currentEmail: null }} next="/" />, {
      accountPages,
    });
    expect(screen.getByRole('button', { name: accountPages.silentLoginNotNow })).toHaveAttribute('value', 'stay');
    expect(screen.queryByText(/signed in as/)).toBeNull();
  });

  it('says when the link is spent and leads on to the page, still as the signed-in account', () => {
    renderWithIntl(<SilentLoginChoice question={{ kind: 'spent', currentEmail: B }} next="/cart" />, { accountPages });
    expect(screen.getByRole('alert')).toHaveTextContent(accountPages.silentLoginSpent);
    expect(screen.getByText(paragraph(words(accountPages.silentLoginSignedInAs, B)))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountPages.continueLink })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
