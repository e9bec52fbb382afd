import { ArrowLeft, FileDown, FileX, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { useBookingConfirmation } from '@/features/booking-requests/api/get-booking-confirmation';
import { BookingConfirmationView } from '@/features/booking-requests/components/booking-confirmation';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

/** /bookings/confirmation?reference=FH-…: the printable confirmation of an agreed booking (PRODUCT.md 34). */
export default function BookingConfirmationPage() {
  usePageTitle('bookingConfirmation');
  const { t, i18n } = useTranslation('bookings');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const query = useBookingConfirmation(reference);
  return (
    <article className="mx-auto max-w-4xl space-y-6 print:max-w-none">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href="/my-bookings"
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('confirmation.back')}
        </Link>
        {query.data && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {t('confirmation.print')}
            </Button>
            {/* The server's PDF, in the language on screen (PRODUCT.md 34). */}
            <Button asChild variant="outline">
              <a
                href={`/api/bookings/confirmation.pdf?${new URLSearchParams({ reference: query.data.reference, lang: i18n.language.slice(0, 2) })}`}
                download={`${query.data.reference}.pdf`}
              >
                <FileDown className="h-4 w-4" aria-hidden="true" />
                {t('confirmation.pdf')}
              </a>
            </Button>
          </div>
        )}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('confirmation.title')}
      </h1>
      {query.data ? (
        <BookingConfirmationView confirmation={query.data} />
      ) : query.isPending && reference !== '' ? (
        <ListSkeleton label={t('confirmation.loading')} rows={6} />
      ) : query.error instanceof ApiError && query.error.status !== 404 && query.error.status !== 400 ? (
        <ListError message={t('confirmation.loadError')} onRetry={() => query.refetch()} size="page" />
      ) : (
        <ListEmpty
          icon={FileX}
          title={t('confirmation.notFound')}
          hint={t('confirmation.notFoundHint')}
          size="page"
        />
      )}
    </article>
  );
}
