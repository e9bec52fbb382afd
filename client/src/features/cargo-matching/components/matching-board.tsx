import type { MailDraft } from '@shared/domain/mail-parser';
import {
  type CargoRequest,
  MATCHING_PAGE_SIZE_DEFAULT,
  type VesselAvailability,
} from '@shared/schemas/matching';
import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import { Mail, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useVesselAvailabilities } from '../api/get-vessel-availabilities';
import { availabilityPrefill, cargoRequestPrefill } from '../utils/draft-to-form';
import {
  AvailabilityDialog,
  type AvailabilityDialogTarget,
  type ContactDefaults,
} from './availability-dialog';
import { AvailabilityList } from './availability-list';
import { CargoRequestDialog, type CargoRequestDialogTarget } from './cargo-request-dialog';
import { CargoRequestList } from './cargo-request-list';
import { MatchesList } from './matches-list';
import { MatchingStats } from './matching-stats';
import { PasteMailDialog } from './paste-mail-dialog';

type Props = {
  contact: ContactDefaults;
  /** The signed-in user's fleet (vessels module). */
  vessels: Vessel[];
  /** The signed-in user's ship offerings in any status (ship management module). */
  offerings: OwnShipOffering[];
  /** Administrators see every capacity, request and match on the platform. */
  allUsers: boolean;
  /** The signed-in user: only their own capacity and requests can be edited or withdrawn. */
  userId: string;
};

/**
 * An offering can become matchable capacity once approved and active, with an arrival date (the time window needs
 * one), while it has not sailed and free TEU remain, and unless it is listed already (they share one pool of TEU).
 * The server refuses the others with a 409.
 */
export function usableOfferings(
  offerings: OwnShipOffering[],
  listed: VesselAvailability[],
  now = Date.now(),
) {
  const taken = new Set(listed.filter((a) => a.status === 'available').map((a) => a.shipOfferingId));
  return offerings.filter(
    (o) =>
      o.approvalStatus === 'approved' &&
      o.status === 'active' &&
      o.arrivalDate !== null &&
      o.availableCapacity > 0 &&
      Date.parse(o.departureDate) > now &&
      !taken.has(o.id),
  );
}

/** SPEC.md §2 Cargo matching: stats, the two dialogs, the matches, and the user's own capacity and requests. */
export function MatchingBoard({ contact, vessels, offerings, allUsers, userId }: Props) {
  const { t } = useTranslation('matching');
  const [capacityTarget, setCapacityTarget] = useState<AvailabilityDialogTarget>(null);
  const [requestTarget, setRequestTarget] = useState<CargoRequestDialogTarget>(null);
  // Which offerings are listed already needs all of the user's capacity, not the page on screen: it is read, as
  // one long page, only while the dialog that offers them is open.
  const listed = useVesselAvailabilities(
    { page: 1, pageSize: MATCHING_PAGE_SIZE_DEFAULT },
    capacityTarget?.mode === 'create',
  );
  const offerable = useMemo(
    () => usableOfferings(offerings, listed.data?.items ?? []),
    [offerings, listed.data],
  );
  const addCapacity = () => setCapacityTarget({ mode: 'create' });
  const addRequest = () => setRequestTarget({ mode: 'create' });
  const [pasting, setPasting] = useState(false);
  // A chosen draft opens the normal form, prefilled; only its submit creates anything.
  const reviewDraft = (draft: MailDraft, source: string) => {
    setPasting(false);
    if (draft.kind === 'availability')
      setCapacityTarget({ mode: 'create', prefill: availabilityPrefill(draft, source) });
    else setRequestTarget({ mode: 'create', prefill: cargoRequestPrefill(draft, source) });
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
            <Badge variant="secondary">{t('badge')}</Badge>
          </div>
          <p className="mt-1 max-w-2xl text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={addCapacity}>
            <Plus aria-hidden="true" />
            {t('addCapacity')}
          </Button>
          <Button variant="outline" onClick={addRequest}>
            <Plus aria-hidden="true" />
            {t('addRequest')}
          </Button>
          <Button variant="outline" onClick={() => setPasting(true)}>
            <Mail aria-hidden="true" />
            {t('mailPaste.open')}
          </Button>
        </div>
      </div>

      <MatchingStats />

      <MatchesList onAddCapacity={addCapacity} onAddRequest={addRequest} />

      <div className="grid gap-8 xl:grid-cols-2">
        <AvailabilityList
          allUsers={allUsers}
          userId={userId}
          onAdd={addCapacity}
          onEdit={(availability) => setCapacityTarget({ mode: 'edit', availability })}
        />
        <CargoRequestList
          allUsers={allUsers}
          userId={userId}
          onAdd={addRequest}
          onEdit={(request: CargoRequest) => setRequestTarget({ mode: 'edit', request })}
        />
      </div>

      <AvailabilityDialog
        target={capacityTarget}
        onClose={() => setCapacityTarget(null)}
        contact={contact}
        vessels={vessels}
        offerings={offerable}
      />
      <CargoRequestDialog target={requestTarget} onClose={() => setRequestTarget(null)} contact={contact} />
      <PasteMailDialog open={pasting} onClose={() => setPasting(false)} onPick={reviewDraft} />
    </div>
  );
}
