import { assessRetrofit } from '@shared/domain/greenrefit/assess';
import { defaultRefitAssumptions } from '@shared/domain/greenrefit/assumptions';
import { MEASURES } from '@shared/domain/greenrefit/measures';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setMoneySettings } from '@/lib/money';
import { MoneySection } from './money-section';

/**
 * Issue 25 §1: GreenRefit computes in euros; a reader who displays dollars sees its amounts converted at the dated
 * rate, marked '≈', the euros, rate and day in each figure's title and one note over the figures.
 */
const ecb = { rate: 1.0411, rateDate: '2025-02-28', source: 'ECB reference rate' };
const assessment = assessRetrofit({
  ship: {
    name: 'Baltic Trader',
    teuCapacity: 700,
    deadweightTonnes: 9100,
    grossTonnage: 8750,
    yearBuilt: 2008,
    mainEnginePowerKw: 7000,
    serviceSpeedKnots: 15,
    fuelTonnesPerDay: 20,
    fuelType: 'mgo',
    scrubberFitted: false,
  },
  profile: {
    source: 'manual',
    distanceNm: 72_000,
    daysAtSea: 200,
    daysInPort: 150,
    speedKnots: 15,
    auxFuelAtSeaTPerDay: 1.5,
    fuelInPortTPerDay: 2.4,
    annualFuel: [],
  },
  measures: [
    {
      id: 'hull_coating',
      saving: MEASURES.hull_coating.saving?.default ?? null,
      parameter: null,
      capexEur: 500_000,
      opexEurPerYear: 0,
    },
  ],
  assumptions: defaultRefitAssumptions(2026),
  startYear: 2026,
});

afterEach(() => setMoneySettings({ display: 'USD', rate: null }));

describe('GreenRefit’s money in the display currency', () => {
  it('shows euros as entered, unmarked, to a reader who displays euros', () => {
    setMoneySettings({ display: 'EUR', rate: ecb });
    render(<MoneySection assessment={assessment} />);
    const capex = screen.getByText('Investment', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(capex).getByText('€500,000')).not.toHaveAttribute('title');
    expect(screen.queryByTestId('conversion-note')).toBeNull();
  });

  it('converts to dollars at the dated rate for a reader who displays dollars, and says so', () => {
    setMoneySettings({ display: 'USD', rate: ecb });
    render(<MoneySection assessment={assessment} />);
    const capex = screen.getByText('Investment', { selector: 'dt' }).nextElementSibling as HTMLElement;
    // 500,000 EUR × 1.0411 = 520,550 USD.
    expect(within(capex).getByText('≈ $520,550')).toHaveAttribute(
      'title',
      'Entered as €500,000.00; converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate)',
    );
    expect(screen.getByTestId('conversion-note')).toHaveTextContent(
      'Amounts in EUR are shown in USD, converted at 1 EUR = 1.0411 USD of 2025-02-28 (ECB reference rate).',
    );
    for (const cell of within(screen.getByTestId('cash-table')).getAllByRole('cell'))
      expect(cell.textContent).toMatch(/^≈ -?\$/);
  });
});
