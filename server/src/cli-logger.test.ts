import { describe, expect, it } from 'vitest';
import { logFormat } from './cli-logger';

describe('the format of the server log', () => {
  it('is readable lines on a terminal and JSON anywhere else', () => {
    expect(logFormat(true, {})).toBe('pretty');
    expect(logFormat(false, {})).toBe('json');
  });

  it('is what LOG_FORMAT says, whatever stdout is', () => {
    expect(logFormat(true, { LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormat(false, { LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormat(false, { LOG_FORMAT: ' Pretty ' })).toBe('pretty');
    expect(logFormat(true, { LOG_FORMAT: '' })).toBe('pretty');
  });

  it('refuses a LOG_FORMAT it does not know, naming the two it does', () => {
    expect(() => logFormat(true, { LOG_FORMAT: 'text' })).toThrow(
      'LOG_FORMAT must be json or pretty, not "text".',
    );
  });
});
