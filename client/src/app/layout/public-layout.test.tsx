import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderApp, stubApi } from '@/test/marketplace';
import { PublicLayout } from './public-layout';

afterEach(() => vi.unstubAllGlobals());

describe('PublicLayout header (issue 27)', () => {
  it('has a menu with the company links and Register, and Register stays in the header', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    renderApp(<PublicLayout>page</PublicLayout>);
    const menu = screen.getByTestId('public-menu') as HTMLDetailsElement;
    expect(menu).toHaveClass('md:hidden');
    expect(menu.open).toBe(false);
    await userEvent.click(within(menu).getByLabelText('Menu'));
    expect(menu.open).toBe(true);
    const links = within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['About us', '/about-us'],
      ['Beta partners', '/beta-partners'],
      ['Contact', '/contact'],
      ['Register', '/register'],
    ]);
    // Following a link closes the menu; so does Escape.
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(menu.open).toBe(false);
    await userEvent.click(within(menu).getByLabelText('Menu'));
    await userEvent.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    const header = screen.getByRole('banner');
    const register = within(header)
      .getAllByRole('link', { name: 'Register' })
      .find((a) => !menu.contains(a));
    expect(register).not.toHaveClass('hidden');
  });

  it('offers no Register to a signed-in member', () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    renderApp(<PublicLayout>page</PublicLayout>, { user: owner });
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dashboard' })).not.toHaveLength(0);
  });
});
