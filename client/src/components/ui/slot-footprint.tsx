import type { BookedCo2 } from '@shared/domain/voyage/booked-co2';
import type { SlotFootprint } from '@shared/domain/voyage/slot-footprint';
import { Leaf } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/format';
import { moneyTitle } from '@/lib/money';

const kg = (n: number, lang: string) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);

/**
 * A figure whose explanation opens on hover, on keyboard focus and on a tap (a `title` attribute reaches neither
 * keyboard nor touch users); the trigger is a button so that it is in the tab order, and Radix ties the text to it
 * with aria-describedby while it is open. Radix closes a tooltip whenever the page scrolls, and Tab scrolls a figure
 * below the fold into view right after focusing it, which would close the explanation as it opens: while the
 * figure has focus, only Escape, a second tap or leaving it closes the explanation.
 */
function Explained({
  children,
  explanation,
  className,
}: {
  children: ReactNode;
  explanation: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);
  const tapped = useRef(false);
  const onOpenChange = (next: boolean) => {
    if (tapped.current) {
      // Radix closes on every click; the tap's own toggle has already decided.
      tapped.current = false;
      return;
    }
    if (!next && !escaped.current && document.activeElement === trigger.current) return;
    escaped.current = false;
    setOpen(next);
  };
  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          onClick={() => {
            // Radix's own click handler runs right after this one, in the same event.
            tapped.current = true;
            queueMicrotask(() => {
              tapped.current = false;
            });
            setOpen((o) => !o);
          }}
          className={`${className} cursor-help rounded underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600`}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          onEscapeKeyDown={() => {
            escaped.current = true;
          }}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
        >
          {explanation}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * A voyage's CO2 per TEU (tank-to-wake, with well-to-wake beside it) and its all-in price per TEU; the method
 * and the price breakdown open on hover or focus (docs/adr/008-broker-mail-parser.md).
 */
export function SlotFootprintFacts({ footprint }: { footprint: SlotFootprint | null | undefined }) {
  const { t, i18n } = useTranslation('common');
  if (!footprint) return null;
  const lang = i18n.language;
  const p = footprint.price;
  const method = t('footprint.method', {
    basis: t(`footprint.basis.${footprint.basis}`),
    fuel: footprint.fuelType.toUpperCase(),
    factor: footprint.factors.co2PerFuelT,
    load: Math.round(footprint.factors.loadFactor * 100),
    distance: footprint.distanceNm,
  });
  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="slot-footprint">
        <Explained className="inline-flex items-center gap-1 text-left text-emerald-800" explanation={method}>
          <Leaf className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('footprint.co2', {
            ttw: kg(footprint.co2TtwKgPerTeu, lang),
            wtw: kg(footprint.co2eWtwKgPerTeu, lang),
          })}
        </Explained>
        <Explained
          className="text-left text-slate-700"
          explanation={[
            t('footprint.breakdown', {
              freight: formatUsd(p.freight, lang),
              fuel: formatUsd(p.fuel, lang),
              ets: formatUsd(p.ets, lang),
            }),
            // A figure converted to the reader's currency says at which rate (PRODUCT.md 37).
            moneyTitle(p.allIn, 'USD', lang),
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {t('footprint.allIn', { price: formatUsd(p.allIn, lang) })}
        </Explained>
      </div>
    </Tooltip.Provider>
  );
}

/**
 * The CO2 of the TEU booked on a voyage (TEU × the voyage's CO2 per TEU), with the multiplication and the method
 * on hover or focus.
 */
export function BookedCo2Figure({ co2 }: { co2: BookedCo2 | null | undefined }) {
  const { t, i18n } = useTranslation('common');
  if (!co2) return null;
  const lang = i18n.language;
  return (
    <Tooltip.Provider delayDuration={200}>
      <Explained
        className="inline-flex items-center gap-1 text-left text-emerald-800"
        explanation={t('footprint.bookedExplained', {
          teu: co2.teu,
          perTeu: kg(co2.co2TtwKgPerTeu, lang),
          perTeuWtw: kg(co2.co2eWtwKgPerTeu, lang),
          distance: co2.distanceNm,
          basis: t(`footprint.basis.${co2.basis}`),
        })}
      >
        <Leaf className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('footprint.booked', { ttw: kg(co2.co2TtwKg, lang), wtw: kg(co2.co2eWtwKg, lang), teu: co2.teu })}
      </Explained>
    </Tooltip.Provider>
  );
}
