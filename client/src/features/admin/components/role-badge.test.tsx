import { roles } from '@shared/schemas/auth';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleBadge, roleBadgeColors } from './role-badge';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const colour = (classes: string, prefix: 'bg' | 'text') =>
  classes.match(new RegExp(`${prefix}-\\[(#[0-9a-f]{6})\\]`))![1];

describe('RoleBadge', () => {
  it('has its own colour for every role, each readable at WCAG AA (4.5:1) or better', () => {
    const backgrounds = new Set<string>();
    for (const role of roles) {
      const classes = roleBadgeColors[role];
      const ratio = contrast(colour(classes, 'bg'), colour(classes, 'text'));
      expect(ratio, role).toBeGreaterThanOrEqual(4.5);
      backgrounds.add(colour(classes, 'bg'));
    }
    expect(backgrounds.size).toBe(roles.length);
  });

  it('names the role in words', () => {
    render(
      <>
        <RoleBadge value="super_admin" />
        <RoleBadge value="cargo_owner" />
      </>,
    );
    expect(screen.getByText('Super Admin')).toHaveAttribute('data-role', 'super_admin');
    expect(screen.getByText('Cargo Owner')).toHaveClass('bg-[#ffedd5]');
  });

  it('computes contrast like the WCAG reference (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
