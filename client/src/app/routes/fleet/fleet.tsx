import type { Vessel } from '@shared/schemas/vessels';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { OfferShipDialog } from '@/features/ship-offerings/components/offer-ship-dialog';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { DeleteVesselDialog } from '@/features/vessels/components/delete-vessel-dialog';
import { FleetList } from '@/features/vessels/components/fleet-list';
import { VesselFormDialog } from '@/features/vessels/components/vessel-form-dialog';
import { usePageTitle } from '@/lib/use-page-title';
import { newOfferingHref } from '../ship-management/new-offering';
import { contactDefaults } from '../ship-offerings/contact-defaults';

/** The owner's fleet (ships as things); a voyage offered from a vessel starts with its name and capacity. */
export default function FleetPage() {
  usePageTitle('fleet');
  const { t } = useTranslation('fleet');
  const { user } = useCurrentUser();
  const vessels = useUserVessels(user?.id);
  const [form, setForm] = useState<{ vessel?: Vessel } | null>(null);
  const [deleting, setDeleting] = useState<Vessel | null>(null);
  const [offerFrom, setOfferFrom] = useState<Vessel | null>(null);
  const [, navigate] = useLocation();
  if (!user) return null;

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} narrow>
        <Button onClick={() => setForm({})}>
          <Plus aria-hidden="true" />
          {t('add')}
        </Button>
      </PageHeader>
      <FleetList
        vessels={vessels.data}
        isPending={vessels.isPending}
        isError={vessels.isError}
        onRetry={() => void vessels.refetch()}
        onAdd={() => setForm({})}
        onEdit={(vessel) => setForm({ vessel })}
        onDelete={setDeleting}
        onOffer={setOfferFrom}
      />
      <VesselFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        vessel={form?.vessel}
      />
      <DeleteVesselDialog vessel={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <OfferShipDialog
        open={offerFrom !== null}
        onOpenChange={(open) => !open && setOfferFrom(null)}
        contact={contactDefaults(user)}
        vessels={vessels.data ?? []}
        initialVesselId={offerFrom?.id}
        onCreated={(o) => navigate(newOfferingHref(o.id))}
      />
    </div>
  );
}
