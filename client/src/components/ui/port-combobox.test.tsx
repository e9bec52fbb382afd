import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortCombobox, portName } from './port-combobox';

function Harness({ initial = '', onChange = vi.fn(), clearable = false }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="port">Origin port</label>
      <PortCombobox
        id="port"
        value={value}
        clearable={clearable}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

describe('PortCombobox', () => {
  it('finds a port by name and chooses it with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Origin port' });
    await userEvent.type(box, 'rotter');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = screen.getByRole('option', { name: /Rotterdam/ });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('NLRTM');
    expect(box).toHaveValue('Rotterdam (NLRTM)');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a port by UN/LOCODE and moves through the list with the arrows', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'de');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    await userEvent.keyboard('{Home}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
  });

  it('accepts an exact code typed and left, and never keeps text that matches no port', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'debre');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByTestId('value')).toHaveTextContent('DEBRE');
    expect(box).toHaveValue('Bremen (DEBRE)');

    await userEvent.clear(box);
    await userEvent.type(box, 'Atlantis');
    expect(screen.getByText(/No port matches/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    // The unknown text did not become a value: the last choice comes back.
    expect(screen.getByTestId('value')).toHaveTextContent('DEBRE');
    expect(box).toHaveValue('Bremen (DEBRE)');

    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('chooses with the mouse and clears with the clear button', async () => {
    render(<Harness clearable initial="DEHAM" />);
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('Hamburg (DEHAM)');
    await userEvent.click(screen.getByRole('button', { name: 'Clear port' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await userEvent.type(box, 'gen');
    await userEvent.click(screen.getByRole('option', { name: /Genoa/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('ITGOA');
  });

  it('Escape closes the list first, then restores the chosen port', async () => {
    render(<Harness initial="ESBCN" />);
    const box = screen.getByRole('combobox');
    await userEvent.clear(box);
    await userEvent.type(box, 'val');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('val');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('Barcelona (ESBCN)');
  });

  it('names ports from their codes', () => {
    expect(portName('SESTO')).toBe('Stockholm');
    expect(portName('XXXXX')).toBe('XXXXX');
    expect(portName(null)).toBe('');
  });
});
