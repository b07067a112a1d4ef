import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeNextPath('/deals?stage=loi')).toBe('/deals?stage=loi');
    expect(safeNextPath('/tenants')).toBe('/tenants');
  });

  it('goes home when next is missing or empty', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });

  it('refuses other sites and odd forms', () => {
    expect(safeNextPath('https://evil.example/x')).toBe('/');
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath('deals')).toBe('/');
  });

  it('does not send the user back to the sign-in screen', () => {
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/login?next=%2Fdeals')).toBe('/');
  });
});
