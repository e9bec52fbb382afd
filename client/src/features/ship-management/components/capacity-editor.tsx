import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { useUpdateCapacity } from '../api/update-capacity';

/** The highest availability the server accepts: the ship's TEU minus what accepted bookings already hold. */
export const maxAvailable = (o: OwnShipOffering) => Math.max(0, o.teuCapacity - o.bookedTEU);

/** SPEC.md §5: anything that is not a number counts as 0. */
export const parseCapacity = (raw: string) => {
  const n = Number(raw.trim());
  return Number.isFinite(n) ? n : 0;
};

type Props = { offering: OwnShipOffering; onClose: () => void };

/** Inline capacity editing (SPEC.md §4): opens with the current availability; save validates and sends. */
export function CapacityEditor({ offering, onClose }: Props) {
  const { t } = useTranslation('management');
  const [value, setValue] = useState(String(offering.availableCapacity));
  const update = useUpdateCapacity();
  const max = maxAvailable(offering);
  const inputId = `capacity-${offering.id}`;

  const invalid = () =>
    toast({
      variant: 'destructive',
      title: t('capacity.invalidTitle'),
      description: t('validation:capacityOutOfRange', { max }),
    });

  const save = () => {
    const n = parseCapacity(value);
    if (!Number.isInteger(n) || n < 0 || n > max) return invalid();
    update.mutate(
      { id: offering.id, availableCapacity: n },
      {
        onSuccess: (o) => {
          toast({
            title: t('capacity.updatedTitle'),
            description: t('capacity.updatedBody', { ship: o.shipName, count: o.availableCapacity }),
          });
          onClose();
        },
        onError: (err) => {
          // The server's figure wins when bookings were accepted since the page loaded.
          if (err instanceof ApiError && err.status === 400) {
            toast({
              variant: 'destructive',
              title: t('capacity.invalidTitle'),
              description: err.serverMessage,
              reference: requestIdOf(err),
            });
          } else {
            toast({
              variant: 'destructive',
              title: t('capacity.failedTitle'),
              description: t('capacity.failedBody'),
            });
          }
        },
      },
    );
  };

  return (
    <form
      // The specified 'Invalid Capacity' message replaces the browser's own range bubble.
      noValidate
      className="rounded-md border border-brand-200 bg-brand-50/50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('capacity.label')}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
          aria-describedby={`${inputId}-hint`}
          className="h-9 w-28"
        />
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <Spinner className="h-4 w-4" /> : <Check aria-hidden="true" />}
          {t('common:save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose} disabled={update.isPending}>
          <X aria-hidden="true" />
          {t('common:cancel')}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500">
        {t('capacity.hint', { max })}
      </p>
    </form>
  );
}
