import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label';

describe('roleLabel (SPEC.md §4)', () => {
  it('admins first, then ship owners by vessels or offerings, then cargo owners, else user', () => {
    expect(roleLabel({ role: 'super_admin', vessels: 3 })).toBe('admin');
    expect(roleLabel({ role: 'admin' })).toBe('admin');
    expect(roleLabel({ role: 'cargo_owner', vessels: 1 })).toBe('shipOwner');
    expect(roleLabel({ role: 'user', offerings: 2, cargoRequests: 5 })).toBe('shipOwner');
    expect(roleLabel({ role: 'shipowner', cargoRequests: 1 })).toBe('cargoOwner');
    expect(roleLabel({ role: 'user' })).toBe('user');
  });

  it('follows the role chosen at registration until the data says otherwise (issue 13)', () => {
    expect(roleLabel({ role: 'shipowner' })).toBe('shipOwner');
    expect(roleLabel({ role: 'shipowner', vessels: 0, offerings: 0, cargoRequests: 0 })).toBe('shipOwner');
    expect(roleLabel({ role: 'cargo_owner' })).toBe('cargoOwner');
    expect(roleLabel({ role: 'cargo_owner', offerings: 1 })).toBe('shipOwner');
  });
});
