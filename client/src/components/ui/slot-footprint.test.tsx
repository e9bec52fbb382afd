import { slotFootprint } from '@shared/domain/voyage/slot-footprint';
import { classVessel } from '@shared/domain/voyage/vessel';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/marketplace';
import { SlotFootprintFacts } from './slot-footprint';

describe('SlotFootprintFacts', () => {
  it('shows CO2 per TEU both ways and the all-in price, with the breakdown and method on hover', () => {
    const footprint = slotFootprint({
      distanceNm: 307,
      originCountry: 'DE',
      destinationCountry: 'NL',
      vessel: classVessel('micro_containership'),
      year: 2026,
      freightPerTeu: 150,
    });
    renderApp(<SlotFootprintFacts footprint={footprint} />);
    const co2 = screen.getByText(/kg CO₂\/TEU/);
    expect(co2).toHaveTextContent('133.4 kg CO₂/TEU (well-to-wake 161.3 kg CO₂e)');
    expect(co2).toHaveAttribute(
      'title',
      expect.stringContaining('GLEC-style estimate: class defaults, MGO (3.206'),
    );
    const allIn = screen.getByText(/^All-in/);
    expect(allIn.textContent).toContain(String(footprint!.price.allIn));
    expect(allIn).toHaveAttribute(
      'title',
      expect.stringMatching(/^Freight \$150\.00 \+ fuel \$31\.37 \+ EU ETS/),
    );
  });

  it('shows nothing for a voyage without a figure', () => {
    const { container } = renderApp(<SlotFootprintFacts footprint={null} />);
    expect(container.querySelector('[data-testid="slot-footprint"]')).toBeNull();
  });
});
