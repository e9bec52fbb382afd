import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setMoneySettings } from '@/lib/money';
import { quoteFixture } from '../test/quote-fixture';
import { CostBreakdown } from './cost-breakdown';

/** Issue 25 §1: SmartFeeder's costs (USD) in the reader's display currency, converted at the dated rate. */
const ecb = { rate: 1.0411, rateDate: '2025-02-28', source: 'ECB reference rate' };

afterEach(() => setMoneySettings({ display: 'USD', rate: null }));

describe('SmartFeeder’s cost breakdown', () => {
  it('shows dollars as computed, unmarked, to a reader who displays dollars', () => {
    setMoneySettings({ display: 'USD', rate: ecb });
    render(<CostBreakdown quote={quoteFixture()} />);
    const table = screen.getByTestId('cost-breakdown');
    expect(within(table).getByText('$41,234.56')).not.toHaveAttribute('title');
    expect(screen.queryByTestId('conversion-note')).toBeNull();
  });

  it('converts every row to euros at the dated rate for a reader who displays euros, rate and day on hover', () => {
    setMoneySettings({ display: 'EUR', rate: ecb });
    render(<CostBreakdown quote={quoteFixture()} />);
    const table = screen.getByTestId('cost-breakdown');
    // 41,234.56 USD / 1.0411 = 39,606.72 EUR (to the cent, half away from zero).
    expect(within(table).getByText('≈ €39,606.72')).toHaveAttribute(
      'title',
      'Entered as $41,234.56; converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate)',
    );
    // 15,000 USD / 1.0411 = 14,407.84 EUR.
    expect(within(table).getByText('≈ €14,407.84')).toBeInTheDocument();
    for (const cell of within(table).getAllByRole('cell')) expect(cell.textContent).toMatch(/^≈ €/);
    expect(screen.getByTestId('conversion-note')).toHaveTextContent(
      'Amounts in USD are shown in EUR, converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate).',
    );
  });
});
