import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { footprintHamburgRotterdam, renderApp } from '@/test/marketplace';
import { SlotFootprintFacts } from './slot-footprint';

const footprint = footprintHamburgRotterdam(150);

describe('SlotFootprintFacts', () => {
  it('shows CO2 per TEU both ways and the all-in price', () => {
    renderApp(<SlotFootprintFacts footprint={footprint} />);
    expect(screen.getByRole('button', { name: /kg CO₂\/TEU/ })).toHaveTextContent(
      '133.4 kg CO₂/TEU (well-to-wake 161.3 kg CO₂e)',
    );
    expect(screen.getByRole('button', { name: /^All-in/ }).textContent).toContain(
      String(footprint!.price.allIn),
    );
  });

  it('opens the method and the price breakdown on keyboard focus', async () => {
    const user = userEvent.setup();
    renderApp(<SlotFootprintFacts footprint={footprint} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /kg CO₂\/TEU/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /GLEC-style estimate: class defaults, MGO \(3\.206 t CO₂ per t fuel\), 70% load, 307 nm by sea/,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /^All-in/ })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(/^Freight \$150\.00 \+ fuel \$31\.37 \+ EU ETS/),
    );
  });

  it('opens on a tap and closes on Escape, staying open while focused otherwise', async () => {
    const user = userEvent.setup();
    renderApp(<SlotFootprintFacts footprint={footprint} />);
    await user.click(screen.getByRole('button', { name: /^All-in/ }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/EU ETS/);
    // The page scrolling (Tab brings a figure into view) does not close it while the figure has focus.
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens the breakdown on hover', async () => {
    const user = userEvent.setup();
    renderApp(<SlotFootprintFacts footprint={footprint} />);
    await user.hover(screen.getByRole('button', { name: /^All-in/ }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/EU ETS/);
  });

  it('shows nothing for a voyage without a figure', () => {
    const { container } = renderApp(<SlotFootprintFacts footprint={null} />);
    expect(container.querySelector('[data-testid="slot-footprint"]')).toBeNull();
  });
});
