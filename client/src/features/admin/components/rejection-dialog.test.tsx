import type { User } from '@shared/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RejectionDialog } from './rejection-dialog';

const applicant: User = {
  id: '7d3c2a9e-1111-4c1e-9a55-2f3b4c5d6e7f',
  email: 'jan@example.com',
  firstName: 'Jan',
  lastName: 'Olsen',
  companyName: 'Olsen Shipping',
  role: 'user',
  userType: 'broker',
  approvalStatus: 'pending',
  rejectionReason: null,
  profileImageUrl: null,
  preferences: { hasSeenTour: false },
  isEmailVerified: true,
  preferredLanguage: 'en',
  displayCurrency: 'USD',
  lastLoginAt: null,
  createdAt: '2025-05-01T08:00:00Z',
};

function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RejectionDialog user={applicant} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RejectionDialog', () => {
  it('keeps confirm disabled until a non-blank reason is typed', async () => {
    renderDialog();
    const confirm = screen.getByRole('button', { name: 'Reject user' });
    expect(confirm).toBeDisabled();

    const reason = screen.getByLabelText('Reason');
    await userEvent.type(reason, '    ');
    expect(confirm).toBeDisabled();

    await userEvent.type(reason, 'Company could not be verified');
    expect(confirm).toBeEnabled();

    await userEvent.clear(reason);
    expect(confirm).toBeDisabled();
  });

  it('sends the trimmed reason and closes after success', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...applicant, approvalStatus: 'rejected' }));
    vi.stubGlobal('fetch', fetchMock);
    const onOpenChange = renderDialog();

    await userEvent.type(screen.getByLabelText('Reason'), '  Incomplete company details  ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject user' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/reject-user/${applicant.id}`,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ reason: 'Incomplete company details' }),
      }),
    );
  });

  it('stays open when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'User not found', code: 'NOT_FOUND' }, { status: 404 })),
    );
    const onOpenChange = renderDialog();
    await userEvent.type(screen.getByLabelText('Reason'), 'Duplicate account');
    await userEvent.click(screen.getByRole('button', { name: 'Reject user' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject user' })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByLabelText('Reason')).toHaveValue('Duplicate account');
  });
});
