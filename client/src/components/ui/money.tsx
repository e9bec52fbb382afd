import type { Currency } from '@shared/domain/money';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyTitle, useMoneySettings } from '@/lib/money';

/**
 * An amount as entered (`currency`, USD by default), shown in the reader's display currency; when converted it
 * says so: '≈' before it and the amount entered, the rate and its day in its title (PRODUCT.md 37).
 */
export function Money({
  amount,
  currency = 'USD',
  className,
}: {
  amount: number;
  currency?: Currency;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const s = useMoneySettings();
  const title = moneyTitle(amount, currency, i18n.language, s);
  return (
    <span className={className} title={title} data-converted={title ? '' : undefined}>
      {formatMoney(amount, currency, i18n.language, s)}
    </span>
  );
}
