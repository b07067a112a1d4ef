import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './send-download';

describe('attachmentDisposition', () => {
  it('names a plain file in both forms', () => {
    expect(attachmentDisposition('deals.csv')).toBe(
      `attachment; filename="deals.csv"; filename*=UTF-8''deals.csv`,
    );
  });

  it('keeps the exact UTF-8 name in filename* and an ASCII fallback without quotes or backslashes', () => {
    expect(attachmentDisposition('Zürich "A" \\ 東京.pdf')).toBe(
      `attachment; filename="Zurich _A_ _ __.pdf"; filename*=UTF-8''Z%C3%BCrich%20%22A%22%20%5C%20%E6%9D%B1%E4%BA%AC.pdf`,
    );
  });

  it('percent-encodes the characters RFC 8187 forbids in an ext-value', () => {
    expect(attachmentDisposition("it's (1)*.txt")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });
});
