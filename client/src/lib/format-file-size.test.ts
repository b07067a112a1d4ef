import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('counts bytes under a kilobyte, singular for one', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(45)).toBe('45 bytes');
    expect(formatFileSize(1023)).toBe('1,023 bytes');
  });

  it('shows kilobytes with one decimal below 10 KB, whole above', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(204_800)).toBe('200 KB');
    expect(formatFileSize(250_000)).toBe('244 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
  });

  it('moves up a unit rather than show 1,024 of the one below', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('shows the missing-value dash for a size it cannot read', () => {
    expect(formatFileSize(Number.NaN)).toBe('—');
    expect(formatFileSize(-5)).toBe('—');
  });
});
