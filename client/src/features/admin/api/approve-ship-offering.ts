import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, requestIdOf } from '@/lib/api-client';
import { pendingShipOfferingsKey } from './get-pending-ship-offerings';
import { invalidateAfterReview } from './review-invalidation';

export const approveShipOffering = (id: string) =>
  apiRequest<OwnShipOffering>('POST', `/api/admin/approve-ship-offering/${encodeURIComponent(id)}`);

export function useApproveShipOffering() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveShipOffering,
    onSuccess: () => toast({ title: t('offeringApprovals.approved') }),
    onError: (err) =>
      toast({
        title: t('offeringApprovals.approveFailed'),
        description: err instanceof ApiError ? err.serverMessage : undefined,
        reference: requestIdOf(err),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterReview(queryClient, [pendingShipOfferingsKey, ['/api/ship-offerings']]),
  });
}
