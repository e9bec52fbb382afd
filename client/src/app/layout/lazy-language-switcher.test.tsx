import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { LazyLanguageSwitcher } from './lazy-language-switcher';

describe('LazyLanguageSwitcher', () => {
  it('opens the menu once it has loaded when the placeholder was clicked meanwhile', async () => {
    const client = new QueryClient();
    client.setQueryData(currentUserKey, null);
    render(
      <QueryClientProvider client={client}>
        <LazyLanguageSwitcher />
      </QueryClientProvider>,
    );
    // The menu's code is still loading: this is the placeholder, and the click must not be lost.
    const placeholder = screen.getByRole('button', { name: /Change language/ });
    expect(placeholder).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(placeholder);
    expect(await screen.findByRole('menuitemradio', { name: /Deutsch/ })).toBeInTheDocument();
  });
});
