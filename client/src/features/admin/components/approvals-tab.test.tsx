import type { User } from '@shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing/user';
import { admin, renderApp, stubApi } from '@/test/marketplace';
import { ApprovalsTab } from './approvals-tab';

afterEach(() => vi.unstubAllGlobals());

const applicant = (over: Partial<User>): User =>
  testUser({
    id: '7d3c2a9e-1111-4c1e-9a55-2f3b4c5d6e7f',
    email: 'jan@example.com',
    firstName: 'Jan',
    lastName: 'Olsen',
    role: 'user',
    userType: 'broker',
    approvalStatus: 'pending',
    ...over,
  });

describe('Pending user approvals (PRODUCT.md 23)', () => {
  it('offers Approve for a verified applicant and a resend instead for an unverified one', async () => {
    const unverified = applicant({
      id: '8e4d3b0f-2222-4d2f-8b66-3a4c5d6e7f80',
      email: 'eva@example.com',
      firstName: 'Eva',
      lastName: 'Berg',
      isEmailVerified: false,
    });
    const api = stubApi({
      'GET /api/admin/pending-users': { body: [applicant({}), unverified] },
      'GET /api/admin/pending-offerings': { body: [] },
      'POST /api/auth/resend-verification': { body: { message: 'sent' } },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderApp(<ApprovalsTab />, { user: admin });

    const verifiedRow = (await screen.findByText('Jan Olsen')).closest('tr') as HTMLElement;
    expect(within(verifiedRow).getByRole('button', { name: 'Approve Jan Olsen' })).toBeEnabled();

    const unverifiedRow = screen.getByText('Eva Berg').closest('tr') as HTMLElement;
    expect(within(unverifiedRow).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(unverifiedRow).getByRole('button', { name: 'Reject Eva Berg' })).toBeEnabled();
    await userEvent.click(
      within(unverifiedRow).getByRole('button', { name: 'Resend the verification email to Eva Berg' }),
    );
    await waitFor(() => expect(api.sent('POST', '/api/auth/resend-verification')).toHaveLength(1));
    expect(api.sent('POST', '/api/auth/resend-verification')[0].body).toEqual({ email: 'eva@example.com' });
    expect(await screen.findByText('Verification email sent again to eva@example.com')).toBeInTheDocument();
  });
});
