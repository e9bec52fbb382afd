import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { ClipboardList, LogIn, Plus, Ship } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { OfferingsBrowser } from '@/features/ship-offerings/components/offerings-browser';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { usePageTitle } from '@/lib/use-page-title';
import { contactDefaults, isMember } from './contact-defaults';

// The two forms (and the form system and schemas they bring) load when a member opens one, not with the list a
// visitor came for: the page's first load stays light (e2e/first-load.spec.ts).
const OfferShipDialog = lazy(() =>
  import('@/features/ship-offerings/components/offer-ship-dialog').then((m) => ({
    default: m.OfferShipDialog,
  })),
);
const RequestBookingDialog = lazy(() =>
  import('@/features/booking-requests/components/request-booking-dialog').then((m) => ({
    default: m.RequestBookingDialog,
  })),
);

/**
 * SPEC.md §2 Ship Offerings: anyone may browse (PRODUCT.md 24 keeps it public); offering a ship and requesting a
 * booking need an approved account, so visitors are sent to sign in and brought back to the same search.
 */
export default function ShipOfferingsPage() {
  usePageTitle('shipOfferings');
  const { t } = useTranslation('offerings');
  const { user } = useCurrentUser();
  const search = useSearch();
  const member = isMember(user) ? user : null;
  const vessels = useUserVessels(member?.id);
  const [offerOpen, setOfferOpen] = useState(false);
  const [booking, setBooking] = useState<ShipOffering | null>(null);

  const loginHref = `/login?next=${encodeURIComponent(`/ship-offerings${search ? `?${search}` : ''}`)}`;

  const renderAction = (o: ShipOffering) => {
    if (!member) {
      return (
        <LinkButton href={loginHref} icon={LogIn} variant="outline" className="w-full">
          {t('card.signInToBook')}
        </LinkButton>
      );
    }
    if (o.ownerId === member.id) {
      return (
        <LinkButton href="/ship-management" variant="secondary" className="w-full">
          {t('card.yourOffering')}
        </LinkButton>
      );
    }
    if (o.availableCapacity === 0) {
      return (
        <Button className="w-full" disabled>
          {t('card.fullyBooked')}
        </Button>
      );
    }
    return (
      <Button
        className="w-full"
        onClick={() => setBooking(o)}
        aria-label={t('card.requestBookingOn', { ship: o.shipName })}
      >
        {t('card.requestBooking')}
      </Button>
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} icon={Ship} narrow>
        <div className="flex flex-wrap gap-2">
          {member && (
            <LinkButton href="/my-bookings" icon={ClipboardList} variant="outline">
              {t('myBookings')}
            </LinkButton>
          )}
          {member ? (
            <Button onClick={() => setOfferOpen(true)}>
              <Plus aria-hidden="true" />
              {t('offerShip')}
            </Button>
          ) : (
            <LinkButton href={loginHref} icon={Plus}>
              {t('offerShip')}
            </LinkButton>
          )}
        </div>
      </PageHeader>

      <OfferingsBrowser renderAction={renderAction} />

      {member && (offerOpen || booking) && (
        <Suspense fallback={null}>
          {offerOpen && (
            <OfferShipDialog
              open
              onOpenChange={setOfferOpen}
              contact={contactDefaults(member)}
              vessels={vessels.data ?? []}
            />
          )}
          {booking && (
            <RequestBookingDialog
              offering={booking}
              onOpenChange={(open) => !open && setBooking(null)}
              contact={contactDefaults(member)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
