import { rejectSchema } from '@shared/schemas/auth';
import type { PendingShipOffering } from '@shared/schemas/ship-offerings';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useRejectShipOffering } from '../api/reject-ship-offering';

type Props = { offering: PendingShipOffering | null; onOpenChange: (open: boolean) => void };

/** Asks for the reason the owner will read in their notification and on the ship management card. */
export function OfferingRejectionDialog({ offering, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  const reject = useRejectShipOffering();
  return (
    <ReasonDialog
      open={offering !== null}
      onClose={() => onOpenChange(false)}
      title={t('offeringRejectDialog.title')}
      description={t('offeringRejectDialog.description', { ship: offering?.shipName ?? '' })}
      reasonLabel={t('rejectDialog.reasonLabel')}
      placeholder={t('offeringRejectDialog.reasonPlaceholder')}
      confirmLabel={t('offeringRejectDialog.confirm')}
      schema={rejectSchema}
      pending={reject.isPending}
      onConfirm={(reason, done) =>
        offering && reject.mutate({ id: offering.id, reason }, { onSuccess: done })
      }
    />
  );
}
