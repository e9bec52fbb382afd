import type { Vessel } from '@shared/schemas/vessels';
import { PenLine, Ship } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/form/form-field';
import { ListError } from '@/components/ui/list-states';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

export type FleetState = {
  vessels: Vessel[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
};

type Props = {
  fleet: FleetState;
  /** The fleet ship in the form, '' for one entered by hand or none yet. */
  vesselId: string;
  loading: boolean;
  onPickVessel: (id: string) => void;
  onByHand: () => void;
};

/** The start: a ship of the user's fleet, whose figures fill the form, or one entered by hand. */
export function ShipPicker({ fleet, vesselId, loading, onPickVessel, onByHand }: Props) {
  const { t } = useTranslation('greenrefit');
  const vessels = fleet.vessels ?? [];
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>{t('start.title')}</CardTitle>
        <CardDescription>{t('start.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {fleet.isPending ? (
          <div role="status" aria-label={t('start.loadingFleet')} className="flex flex-col gap-3 sm:flex-row">
            <Skeleton className="h-10 flex-1" />
            <Skeleton className="h-10 w-48" />
          </div>
        ) : fleet.isError ? (
          <ListError message={t('start.fleetFailed')} onRetry={fleet.refetch} />
        ) : vessels.length === 0 ? (
          <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-slate-300 p-5 sm:flex-row sm:items-center">
            <Ship className="h-9 w-9 shrink-0 text-slate-300" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-medium text-slate-900">{t('start.noFleetTitle')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('start.noFleetHint')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" asChild>
                <Link href="/fleet">{t('start.toFleet')}</Link>
              </Button>
              <Button onClick={onByHand}>
                <PenLine aria-hidden="true" />
                {t('start.byHand')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <FormField id="gr-fleet-vessel" label={t('start.fleetLabel')}>
                <NativeSelect
                  id="gr-fleet-vessel"
                  value={vesselId}
                  disabled={loading}
                  onChange={(e) => e.target.value && onPickVessel(e.target.value)}
                >
                  <option value="" disabled>
                    {t('start.choose')}
                  </option>
                  {vessels.map((v) => (
                    <option key={v.id} value={v.id}>
                      {t('start.vesselOption', { name: v.name, teu: v.teuCapacity })}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <span className="hidden pb-2.5 text-sm text-slate-500 sm:block">{t('start.or')}</span>
            <Button variant="outline" onClick={onByHand} disabled={loading}>
              <PenLine aria-hidden="true" />
              {t('start.byHand')}
            </Button>
          </div>
        )}
        {loading ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" />
            {t('start.loadingShip')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
