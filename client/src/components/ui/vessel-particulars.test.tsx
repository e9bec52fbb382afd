import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/marketplace';
import { hasParticulars, particularsParts, VesselParticulars } from './vessel-particulars';

const none = {
  lengthOverallM: null,
  beamM: null,
  maxDraughtM: null,
  reeferPlugs: null,
  craneCount: null,
  craneSwlTonnes: null,
  iceClass: null,
  dgClasses: null,
};

describe('vessel particulars line', () => {
  it('reads compactly, leaving out what is not stated', () => {
    renderApp(
      <VesselParticulars
        particulars={{
          ...none,
          lengthOverallM: 134,
          maxDraughtM: 8.2,
          reeferPlugs: 120,
          iceClass: '1A',
          dgClasses: ['3', '8', '9'],
        }}
      />,
    );
    expect(
      screen.getByText('LOA 134 m · draught 8.2 m · 120 plugs · ice 1A · DG 3, 8, 9'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vessel particulars:', { exact: false })).toHaveClass('sr-only');
  });

  it('says gearless, no ice class and no DG when the owner says so, and cranes with their SWL', () => {
    const t = i18next.getFixedT('en', 'common');
    expect(
      particularsParts({ ...none, beamM: 22.5, craneCount: 0, iceClass: 'none', dgClasses: [] }, t, 'en'),
    ).toEqual(['beam 22.5 m', 'gearless', 'no ice class', 'no DG']);
    expect(
      particularsParts(
        { ...none, reeferPlugs: 1, craneCount: 2, craneSwlTonnes: 45, iceClass: '1A_super' },
        t,
        'en',
      ),
    ).toEqual(['1 plug', '2 cranes of 45 t', 'ice 1A Super']);
  });

  it('renders nothing without particulars', () => {
    const { container } = render(<VesselParticulars particulars={none} />);
    expect(container).toBeEmptyDOMElement();
    expect(hasParticulars(none)).toBe(false);
    expect(hasParticulars(null)).toBe(false);
    expect(hasParticulars({ ...none, dgClasses: [] })).toBe(true);
  });
});
