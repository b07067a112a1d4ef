import { documentMaxBytes } from '@common/deal-documents';
import { describe, expect, it } from 'vitest';
import { checkFile } from '@/components/ui/file-drop';
import { documentAccept, documentContentTypeOf, documentSizeProblem } from './document-types';

describe('deal document types', () => {
  it('uploads a file with its own allowed type, or the type its extension names', () => {
    expect(documentContentTypeOf({ name: 'lease.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(documentContentTypeOf({ name: 'Photo.JPEG', type: '' })).toBe('image/jpeg');
    expect(documentContentTypeOf({ name: 'notes.txt', type: 'application/octet-stream' })).toBe('text/plain');
    expect(documentContentTypeOf({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeNull();
  });

  it('refuses other types and files over 25 MB before uploading', () => {
    const options = { accept: documentAccept };
    expect(checkFile({ name: 'lease.pdf', type: 'application/pdf', size: 10 }, options)).toBeNull();
    expect(checkFile({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, options)).toMatch(
      /^"setup\.exe" is not a supported file\./,
    );
    expect(documentSizeProblem({ name: 'big.pdf', size: documentMaxBytes })).toBeNull();
    expect(documentSizeProblem({ name: 'big.pdf', size: documentMaxBytes + 1 })).toBe(
      '"big.pdf" is larger than 25 MB, the most a deal document may be.',
    );
  });
});
