import type { Currency } from '@shared/domain/money';
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyStyle, moneyTitle, useMoneySettings } from '@/lib/money';

/**
 * An amount as entered (`currency`, USD by default), shown in the reader's display currency; when converted it
 * says so: '≈' before it and the amount entered, the rate and its day in its title (PRODUCT.md 37).
 */
export function Money({
  amount,
  currency = 'USD',
  className,
  digits,
  compact,
}: {
  amount: number;
  currency?: Currency;
  className?: string;
} & Pick<MoneyStyle, 'digits' | 'compact'>) {
  const { i18n } = useTranslation();
  const s = useMoneySettings();
  const title = moneyTitle(amount, currency, i18n.language, s);
  return (
    <span className={className} title={title} data-converted={title ? '' : undefined}>
      {formatMoney(amount, currency, i18n.language, s, { digits, compact })}
    </span>
  );
}

/**
 * One line under a block of figures entered in `from` (GreenRefit's euros, SmartFeeder's dollars) when the reader
 * sees them converted: the rate, its day and its source, on screen and on paper where no title can be hovered.
 */
export function ConversionNote({ from, className }: { from: Currency; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const s = useMoneySettings();
  if (s.display === from || !s.rate) return null;
  return (
    <p className={className ?? 'text-xs text-slate-500'} data-testid="conversion-note">
      {t('money.note', {
        lng: i18n.language,
        from,
        to: s.display,
        rate: s.rate.rate.toFixed(4),
        date: s.rate.rateDate,
        source: s.rate.source ?? '',
      })}
    </p>
  );
}
