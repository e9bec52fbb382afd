import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Money } from '@/components/ui/money';
import { formatUsd } from '@/lib/format';
import i18n from '@/lib/i18n';
import { formatMoney, moneyTitle, setMoneySettings } from '@/lib/money';

const ecb = { rate: 1.0411, rateDate: '2025-02-28', source: 'ECB reference rate' };

describe('money in the display currency (PRODUCT.md 37)', () => {
  afterEach(async () => {
    setMoneySettings({ display: 'USD', rate: null });
    await i18n.changeLanguage('en');
  });

  it('shows an amount in its own currency unchanged, with no conversion note', () => {
    setMoneySettings({ display: 'USD', rate: ecb });
    expect(formatMoney(150.5, 'USD', 'en')).toBe('$150.50');
    expect(formatUsd(150.5, 'en')).toBe('$150.50');
    expect(moneyTitle(150.5, 'USD', 'en')).toBeUndefined();
  });

  it('converts to the chosen currency at the dated rate, marks it ≈ and names rate, day and source', () => {
    setMoneySettings({ display: 'EUR', rate: ecb });
    // 208.22 USD / 1.0411 = 200.00 EUR
    expect(formatUsd(208.22, 'en')).toBe('≈ €200.00');
    expect(formatMoney(200, 'EUR', 'en')).toBe('€200.00');
    expect(moneyTitle(208.22, 'USD', 'en')).toBe(
      'Entered as $208.22; converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate)',
    );
  });

  it('<Money> follows a change of the display currency and carries the rate in its title', () => {
    setMoneySettings({ display: 'USD', rate: ecb });
    render(<Money amount={200} currency="EUR" />);
    expect(screen.getByText('≈ $208.22')).toHaveAttribute(
      'title',
      'Entered as €200.00; converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate)',
    );
    act(() => setMoneySettings({ display: 'EUR', rate: ecb }));
    expect(screen.getByText('€200.00')).not.toHaveAttribute('title');
  });
});
