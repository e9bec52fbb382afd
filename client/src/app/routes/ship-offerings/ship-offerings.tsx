import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { ClipboardList, LogIn, Plus, Ship } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { RequestBookingDialog } from '@/features/booking-requests/components/request-booking-dialog';
import { OfferShipDialog } from '@/features/ship-offerings/components/offer-ship-dialog';
import { OfferingsBrowser } from '@/features/ship-offerings/components/offerings-browser';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { usePageTitle } from '@/lib/use-page-title';
import { contactDefaults, isMember } from './contact-defaults';

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
        <Button asChild variant="outline" className="w-full">
          <Link href={loginHref}>
            <LogIn aria-hidden="true" />
            {t('card.signInToBook')}
          </Link>
        </Button>
      );
    }
    if (o.ownerId === member.id) {
      return (
        <Button asChild variant="secondary" className="w-full">
          <Link href="/ship-management">{t('card.yourOffering')}</Link>
        </Button>
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
            <Button asChild variant="outline">
              <Link href="/my-bookings">
                <ClipboardList aria-hidden="true" />
                {t('myBookings')}
              </Link>
            </Button>
          )}
          {member ? (
            <Button onClick={() => setOfferOpen(true)}>
              <Plus aria-hidden="true" />
              {t('offerShip')}
            </Button>
          ) : (
            <Button asChild>
              <Link href={loginHref}>
                <Plus aria-hidden="true" />
                {t('offerShip')}
              </Link>
            </Button>
          )}
        </div>
      </PageHeader>

      <OfferingsBrowser renderAction={renderAction} />

      {member && (
        <>
          <OfferShipDialog
            open={offerOpen}
            onOpenChange={setOfferOpen}
            contact={contactDefaults(member)}
            vessels={vessels.data ?? []}
          />
          <RequestBookingDialog
            offering={booking}
            onOpenChange={(open) => !open && setBooking(null)}
            contact={contactDefaults(member)}
          />
        </>
      )}
    </div>
  );
}
