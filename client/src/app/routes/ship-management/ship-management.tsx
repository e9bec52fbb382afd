import type { BookingRequest } from '@shared/schemas/booking-requests';
import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { AlertTriangle, Anchor, LogIn, Plus, Ship } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useIncomingBookingRequests } from '@/features/booking-requests/api/get-incoming-booking-requests';
import { IncomingRequests } from '@/features/booking-requests/components/incoming-requests';
import { useMyShipOfferings } from '@/features/ship-management/api/get-my-ship-offerings';
import { DeleteShipDialog } from '@/features/ship-management/components/delete-ship-dialog';
import { ManagedShipCard } from '@/features/ship-management/components/managed-ship-card';
import { OfferShipDialog } from '@/features/ship-offerings/components/offer-ship-dialog';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { contactDefaults, isMember } from '../ship-offerings/contact-defaults';

function SignedOut() {
  const { t } = useTranslation('management');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-lg border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
      <LogIn className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="mt-4 font-medium text-slate-900">{t('signedOut')}</p>
      <Button asChild className="mt-5">
        <Link href={`/login?next=${encodeURIComponent('/ship-management')}`}>{t('signIn')}</Link>
      </Button>
    </div>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation('management');
  return (
    <div
      className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label={t('loading')}
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-3 w-full" />
        </div>
      ))}
    </div>
  );
}

/** SPEC.md §2 Ship management: the owner's voyages with utilisation, capacity, deletion and incoming requests. */
export default function ShipManagementPage() {
  const { t } = useTranslation('management');
  const { user } = useCurrentUser();
  const member = isMember(user) ? user : null;
  const offerings = useMyShipOfferings(Boolean(member));
  const incoming = useIncomingBookingRequests(Boolean(member));
  const vessels = useUserVessels(member?.id);
  const [deleting, setDeleting] = useState<OwnShipOffering | null>(null);
  const [offerOpen, setOfferOpen] = useState(false);

  const byOffering = useMemo(() => {
    const map = new Map<string, BookingRequest[]>();
    for (const r of incoming.data ?? []) map.set(r.shipOfferingId, [...(map.get(r.shipOfferingId) ?? []), r]);
    return map;
  }, [incoming.data]);

  if (!member) return <SignedOut />;

  let body: ReactNode;
  if (offerings.isPending) body = <CardsSkeleton />;
  else if (offerings.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-6 py-12 text-center"
      >
        <AlertTriangle className="h-10 w-10 text-red-400" aria-hidden="true" />
        <p className="mt-3 font-medium text-slate-900">{t('loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void offerings.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (offerings.data.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Ship className="h-12 w-12 text-slate-300" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('empty')}</p>
        <p className="mt-1 max-w-md text-sm text-slate-500">{t('emptyHint')}</p>
        <Button asChild className="mt-5">
          <Link href="/ship-offerings">{t('goToOfferings')}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
        {offerings.data.map((o) => {
          const requests = byOffering.get(o.id) ?? [];
          return (
            <li key={o.id} className="flex min-w-0 [&>article]:w-full [&>article]:min-w-0">
              <ManagedShipCard
                offering={o}
                onDelete={setDeleting}
                requestCount={requests.length}
                requests={
                  incoming.isError ? (
                    <p role="alert" className="text-sm text-red-700">
                      {t('requestsFailed')}{' '}
                      <button type="button" className="underline" onClick={() => void incoming.refetch()}>
                        {t('common:retry')}
                      </button>
                    </p>
                  ) : incoming.isPending ? (
                    <Skeleton className="h-12 w-full" />
                  ) : (
                    <IncomingRequests requests={requests} availableCapacity={o.availableCapacity} />
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/fleet">
              <Anchor aria-hidden="true" />
              {t('manageFleet')}
            </Link>
          </Button>
          <Button onClick={() => setOfferOpen(true)}>
            <Plus aria-hidden="true" />
            {t('offerShip')}
          </Button>
        </div>
      </div>
      {body}
      <DeleteShipDialog offering={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <OfferShipDialog
        open={offerOpen}
        onOpenChange={setOfferOpen}
        contact={contactDefaults(member)}
        vessels={vessels.data ?? []}
      />
    </div>
  );
}
