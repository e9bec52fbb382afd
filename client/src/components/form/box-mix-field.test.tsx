import { zodResolver } from '@hookform/resolvers/zod';
import { boxMixSchema } from '@shared/schemas/box-mix';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { BoxMixField } from './box-mix-field';
import { type BoxLineForm, boxLinesToPayload } from './box-mix-values';
import { NumberField } from './fields';
import { Form } from './form';

type Values = { requestedTEU: number; boxMix: BoxLineForm[] };
const schema = z.preprocess(
  (v: Values) => ({ ...v, boxMix: boxLinesToPayload(v.boxMix) }),
  z.object({ requestedTEU: z.number().optional(), boxMix: boxMixSchema }),
);

/** A form holding only the editor and a TEU field; `serverError` answers a submit as the server would. */
function Harness({ onSubmit, serverError }: { onSubmit: (v: unknown) => void; serverError?: ApiError }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema as unknown as z.ZodType<Values, Values>),
    defaultValues: { requestedTEU: Number.NaN, boxMix: [] },
  });
  const submit = form.handleSubmit((v) => {
    if (serverError) applyServerIssues(serverError, ['requestedTEU'], form.setError, ['boxMix']);
    else onSubmit(v);
  });
  return (
    <Form form={form} idPrefix="test" onSubmit={submit}>
      <NumberField name="requestedTEU" label="TEU" readOnly />
      <BoxMixField teuField="requestedTEU" />
      <button type="submit">Send</button>
    </Form>
  );
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const add = () => userEvent.click(screen.getByRole('button', { name: 'Add boxes' }));

describe('BoxMixField', () => {
  it('adds and removes lines, shows the TEU live and fills the TEU field', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByText('No boxes listed: the TEU figure is used.')).toBeInTheDocument();
    await add();
    // The new line's first control takes the focus, so the keyboard carries on there.
    expect(within(line(1)).getByLabelText('Boxes')).toHaveFocus();
    await userEvent.clear(within(line(1)).getByLabelText('Boxes'));
    await userEvent.type(within(line(1)).getByLabelText('Boxes'), '2');
    await userEvent.selectOptions(within(line(1)).getByLabelText('Size'), "40'HC");
    expect(screen.getByRole('status', { name: 'TEU of the box mix' })).toHaveTextContent('= 4 TEU');
    await add();
    await userEvent.clear(within(line(2)).getByLabelText('Boxes'));
    await userEvent.type(within(line(2)).getByLabelText('Boxes'), '3');
    await userEvent.selectOptions(within(line(2)).getByLabelText('Size'), "45'");
    // 4 + 6.75, rounded up.
    expect(screen.getByRole('status', { name: 'TEU of the box mix' })).toHaveTextContent('= 11 TEU');
    await waitFor(() => expect(screen.getByLabelText('TEU')).toHaveValue(11));
    await userEvent.click(within(line(1)).getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add boxes' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'TEU of the box mix' })).toHaveTextContent('= 7 TEU');
  });

  it('reveals the set temperature for a reefer and requires it', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await add();
    expect(within(line(1)).queryByLabelText('Set temperature')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(line(1)).getByLabelText('Type'), 'reefer');
    await userEvent.type(within(line(1)).getByLabelText('Gross weight per box'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(line(1)).findByText('A reefer needs its set temperature')).toBeInTheDocument();
    await userEvent.type(within(line(1)).getByLabelText('Set temperature'), '-18');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].boxMix).toEqual([
      expect.objectContaining({ type: 'reefer', temperatureC: -18, grossWeightKg: 20_000 }),
    ]);
  });

  it('reveals IMDG class and UN number for dangerous goods and requires both', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await add();
    expect(within(line(1)).queryByLabelText('IMDG class')).not.toBeInTheDocument();
    await userEvent.click(within(line(1)).getByLabelText('Dangerous goods'));
    expect(within(line(1)).getByLabelText('IMDG class')).toBeInTheDocument();
    await userEvent.type(within(line(1)).getByLabelText('Gross weight per box'), '18000');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(line(1)).findByText('Dangerous goods need their IMDG class')).toBeInTheDocument();
    expect(within(line(1)).getByText('Dangerous goods need their UN number')).toBeInTheDocument();
    expect(within(line(1)).getByLabelText('IMDG class')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reveals over-dimensions for an open top or flat rack only', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await add();
    expect(within(line(1)).queryByLabelText('Over-height')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(line(1)).getByLabelText('Type'), 'flat rack');
    expect(within(line(1)).getByLabelText('Over-height')).toBeInTheDocument();
    expect(within(line(1)).getByLabelText('Over-width')).toBeInTheDocument();
    expect(within(line(1)).getByLabelText('Over-length')).toBeInTheDocument();
  });

  it("shows the server's field errors under the right line", async () => {
    const error = new ApiError(
      400,
      {
        message: 'Above the maximum gross mass of this box size (ISO 668: 30,480 kg)',
        code: 'VALIDATION_ERROR',
        issues: [
          {
            field: 'boxMix.1.grossWeightKg',
            key: 'validation.grossWeightAboveMax',
            message: 'Above the maximum gross mass of this box size (ISO 668: 30,480 kg)',
          },
        ],
      },
      '',
    );
    render(<Harness onSubmit={vi.fn()} serverError={error} />);
    await add();
    await add();
    await userEvent.type(within(line(1)).getByLabelText('Gross weight per box'), '20000');
    await userEvent.type(within(line(2)).getByLabelText('Gross weight per box'), '30000');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await within(line(2)).findByText('Above the maximum gross mass of this box size (ISO 668: 30,480 kg)'),
    ).toBeInTheDocument();
    expect(within(line(2)).getByLabelText('Gross weight per box')).toHaveFocus();
    expect(within(line(1)).queryByRole('alert')).not.toBeInTheDocument();
  });
});
