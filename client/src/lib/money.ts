import {
  type Currency,
  type CurrencyStyle,
  type DatedRate,
  formatCurrency,
  type ShownMoney,
  showMoney,
} from '@shared/domain/money';
import type { ExchangeRate } from '@shared/schemas/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiGet } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { regionalLocale } from './format';

/**
 * PRODUCT.md 37 on the client: amounts keep the currency they were entered in and are shown in the signed-in
 * user's display currency, converted at the one dated rate (GET /api/exchange-rate), and a converted figure says
 * so ('≈' before it, the rate and its day in its title). The settings live here, like the language in i18n, so
 * that plain formatting functions (formatMoney, formatUsd) follow them.
 */
export type MoneySettings = { display: Currency; rate: DatedRate | null };

let settings: MoneySettings = { display: 'USD', rate: null };
const listeners = new Set<() => void>();

export function setMoneySettings(next: MoneySettings) {
  if (
    next.display === settings.display &&
    next.rate?.rate === settings.rate?.rate &&
    next.rate?.rateDate === settings.rate?.rateDate
  )
    return;
  settings = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The current settings, for code outside components (a form's defaults). */
export const getMoneySettings = (): MoneySettings => settings;

/** The current settings; a component using it re-renders when the display currency or the rate changes. */
export const useMoneySettings = () => useSyncExternalStore(subscribe, () => settings);

/** How an amount entered in `currency` shows under the current settings (shared/domain/money.ts showMoney). */
export const shownMoney = (
  amount: number,
  currency: Currency = 'USD',
  s: MoneySettings = settings,
): ShownMoney => showMoney(amount, currency, s.display, s.rate);

/**
 * How a figure is written (shared/domain/money.ts CurrencyStyle: decimals, compact); `unmarked` leaves out the '≈'
 * where a figure beside it says so already (a chart's axis under its table).
 */
export type MoneyStyle = CurrencyStyle & { unmarked?: boolean };

/** The amount in the display currency, two decimals unless `style` says otherwise; '≈ ' before it when converted. */
export function formatMoney(
  amount: number,
  currency: Currency = 'USD',
  language = i18n.language,
  s: MoneySettings = settings,
  style: MoneyStyle = {},
): string {
  const shown = shownMoney(amount, currency, s);
  const text = formatCurrency(shown.amount, shown.currency, regionalLocale(language), style);
  return shown.converted && !style.unmarked ? `≈ ${text}` : text;
}

/** The title of a converted figure: what was entered and the rate and day used; undefined when not converted. */
export function moneyTitle(
  amount: number,
  currency: Currency = 'USD',
  language = i18n.language,
  s: MoneySettings = settings,
): string | undefined {
  const { converted } = shownMoney(amount, currency, s);
  if (!converted) return undefined;
  return i18n.t('common:money.converted', {
    lng: language,
    entered: formatCurrency(converted.amount, converted.currency, regionalLocale(language)),
    rate: converted.rate.toFixed(4),
    date: converted.rateDate,
    source: converted.source ?? '',
  });
}

export const exchangeRateKey = ['/api/exchange-rate'] as const;

/** Keeps the settings in step with the signed-in user's display currency and the current rate (router.tsx). */
export function useMoneySync(display: Currency | undefined) {
  const { data } = useQuery({
    queryKey: exchangeRateKey,
    queryFn: () => apiGet<ExchangeRate>('/api/exchange-rate'),
    staleTime: 3_600_000,
  });
  useEffect(() => {
    setMoneySettings({
      display: display ?? 'USD',
      rate: data ? { rate: data.rate, rateDate: data.rateDate, source: data.source } : null,
    });
  }, [display, data]);
}
