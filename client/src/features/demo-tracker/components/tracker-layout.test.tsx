import { TRACKER_MAP_SIZE } from '@shared/domain/demo-tracker';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TrackerLayout } from './tracker-layout';

it('gives the map frame the server drawing’s proportions by a class, not a style attribute', () => {
  render(<TrackerLayout map={<span>map</span>} list={null} />);
  const frame = screen.getByText('map').parentElement!;
  expect(frame).toHaveClass(`aspect-[${TRACKER_MAP_SIZE.width}/${TRACKER_MAP_SIZE.height}]`);
  expect(frame).not.toHaveAttribute('style');
});
