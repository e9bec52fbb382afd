import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, requestIdOf } from '@/lib/api-client';
import { pendingShipOfferingsKey } from './get-pending-ship-offerings';
import { invalidateAfterReview } from './review-invalidation';

export type RejectShipOfferingInput = { id: string; reason: string };

export const rejectShipOffering = ({ id, reason }: RejectShipOfferingInput) =>
  apiRequest<OwnShipOffering>('POST', `/api/admin/reject-ship-offering/${encodeURIComponent(id)}`, {
    reason,
  });

export function useRejectShipOffering() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectShipOffering,
    onSuccess: () => toast({ title: t('offeringApprovals.rejected') }),
    onError: (err) =>
      toast({
        title: t('offeringApprovals.rejectFailed'),
        description: err instanceof ApiError ? err.serverMessage : undefined,
        reference: requestIdOf(err),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterReview(queryClient, [pendingShipOfferingsKey]),
  });
}
