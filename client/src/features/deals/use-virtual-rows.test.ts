import { describe, expect, it } from 'vitest';
import { virtualWindow } from './use-virtual-rows';

describe('virtualWindow', () => {
  it('renders the rows in view plus the overscan, with spacers for the rest', () => {
    expect(virtualWindow(50_000, 50, 0, 500, 5)).toEqual({
      start: 0,
      end: 15,
      paddingTop: 0,
      paddingBottom: 49_985 * 50,
    });
    expect(virtualWindow(50_000, 50, 10_000, 500, 5)).toEqual({
      start: 195,
      end: 215,
      paddingTop: 195 * 50,
      paddingBottom: (50_000 - 215) * 50,
    });
  });

  it('never goes past the list', () => {
    expect(virtualWindow(8, 50, 0, 500, 5)).toEqual({ start: 0, end: 8, paddingTop: 0, paddingBottom: 0 });
    expect(virtualWindow(0, 50, 300, 500, 5)).toEqual({ start: 0, end: 0, paddingTop: 0, paddingBottom: 0 });
  });
});
