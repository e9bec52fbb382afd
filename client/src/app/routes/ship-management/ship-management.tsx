import type { ApprovalStatus } from '@shared/schemas/auth';
import { OWN_OFFERINGS_PAGE_SIZE_DEFAULT, type OwnShipOffering } from '@shared/schemas/ship-offerings';
import { Anchor, LogIn, Plus, Ship } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { ListEmpty, ListEmptyNote, ListError } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AgreedBookings } from '@/features/booking-requests/components/agreed-bookings';
import { OfferingRequests } from '@/features/booking-requests/components/offering-requests';
import { useMyOfferingSummary } from '@/features/ship-management/api/get-my-offering-summary';
import { useMyShipOfferings } from '@/features/ship-management/api/get-my-ship-offerings';
import { DeleteShipDialog } from '@/features/ship-management/components/delete-ship-dialog';
import { ManagedShipCard } from '@/features/ship-management/components/managed-ship-card';
import { OfferingSummary } from '@/features/ship-management/components/offering-summary';
import {
  OfferingsToolbar,
  type OwnOfferingOrder,
  orderQuery,
} from '@/features/ship-management/components/offerings-toolbar';
import { OfferShipDialog } from '@/features/ship-offerings/components/offer-ship-dialog';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { usePager } from '@/lib/page';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { contactDefaults, isMember } from '../ship-offerings/contact-defaults';
import { newOfferingHref, useNewOffering } from './new-offering';

function SignedOut() {
  const { t } = useTranslation('management');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-lg border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
      <LogIn className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="mt-4 font-medium text-slate-900">{t('signedOut')}</p>
      <LinkButton href={`/login?next=${encodeURIComponent('/ship-management')}`} className="mt-5">
        {t('signIn')}
      </LinkButton>
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

/** SPEC.md §2 Ship management: one page of the owner's voyages plus server-side totals (issue 11). */
export default function ShipManagementPage() {
  usePageTitle('shipManagement');
  const { t } = useTranslation('management');
  const { user } = useCurrentUser();
  const member = isMember(user) ? user : null;
  const [approval, setApproval] = useState<ApprovalStatus | undefined>(undefined);
  const [order, setOrder] = useState<OwnOfferingOrder>('newest');
  const [page, setPage] = useState(1);
  const offerings = useMyShipOfferings(
    { approvalStatus: approval, ...orderQuery[order], page, pageSize: OWN_OFFERINGS_PAGE_SIZE_DEFAULT },
    Boolean(member),
  );
  const summary = useMyOfferingSummary(Boolean(member));
  const vessels = useUserVessels(member?.id);
  const [deleting, setDeleting] = useState<OwnShipOffering | null>(null);
  const [offerOpen, setOfferOpen] = useState(false);
  const [, navigate] = useLocation();
  const fresh = useNewOffering((id) => offerings.data?.items.some((o) => o.id === id) ?? false);
  // A deletion can empty the last page: the pager then shows the new last page instead of an empty one.
  const { top, pager } = usePager<HTMLDivElement>(offerings, {
    page,
    setPage,
    pageSize: OWN_OFFERINGS_PAGE_SIZE_DEFAULT,
  });

  if (!member) return <SignedOut />;

  const body = (
    <PagedList
      query={offerings}
      pager={pager}
      pagerLabel={t('pages')}
      loading={<CardsSkeleton />}
      error={<ListError size="page" message={t('loadFailed')} onRetry={() => void offerings.refetch()} />}
      empty={
        offerings.data?.total === 0 && approval === undefined ? (
          <ListEmpty size="page" icon={Ship} title={t('empty')} hint={t('emptyHint')}>
            <LinkButton href="/ship-offerings">{t('goToOfferings')}</LinkButton>
          </ListEmpty>
        ) : (
          <ListEmptyNote>{t('filter.empty')}</ListEmptyNote>
        )
      }
      spacing="space-y-4"
      listClassName="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
      renderItem={(o) => (
        <li
          key={o.id}
          ref={o.id === fresh.id ? fresh.card : undefined}
          tabIndex={o.id === fresh.id ? -1 : undefined}
          data-new-offering={o.id === fresh.id || undefined}
          className={cn(
            'flex min-w-0 rounded-lg outline-none [&>article]:w-full [&>article]:min-w-0',
            o.id === fresh.id && 'ring-2 ring-brand-500 ring-offset-2',
          )}
        >
          <ManagedShipCard
            offering={o}
            onDelete={setDeleting}
            requestCount={o.requestCount}
            requests={<OfferingRequests offeringId={o.id} availableCapacity={o.availableCapacity} />}
          />
        </li>
      )}
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <div className="flex flex-wrap gap-2">
          <LinkButton href="/fleet" icon={Anchor} variant="outline">
            {t('manageFleet')}
          </LinkButton>
          <Button onClick={() => setOfferOpen(true)}>
            <Plus aria-hidden="true" />
            {t('offerShip')}
          </Button>
        </div>
      </PageHeader>
      <OfferingSummary summary={summary.data} />
      <AgreedBookings side="carrier" />
      <div ref={top} tabIndex={-1} className="space-y-4 outline-none">
        <OfferingsToolbar
          approval={approval}
          onApproval={(a) => {
            setApproval(a);
            setPage(1);
          }}
          order={order}
          onOrder={(o) => {
            setOrder(o);
            setPage(1);
          }}
          summary={summary.data}
        />
        {body}
      </div>
      <DeleteShipDialog offering={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <OfferShipDialog
        open={offerOpen}
        onOpenChange={setOfferOpen}
        contact={contactDefaults(member)}
        vessels={vessels.data ?? []}
        onCreated={(o) => {
          // The newest first, on page one, so the new voyage is on screen.
          setApproval(undefined);
          setOrder('newest');
          setPage(1);
          navigate(newOfferingHref(o.id), { replace: true });
        }}
      />
    </div>
  );
}
