import { z } from 'zod';

/** The encodings an uploaded text file is read in, by their WHATWG names (what `TextDecoder` takes). */
export const textEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof textEncodings)[number];

export const textEncodingLabels: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  'windows-1252': 'Windows-1252',
};

/** How a file was read: its encoding, and whether a byte order mark named it (otherwise it was detected). */
export const detectedEncodingSchema = z.object({
  name: z.enum(textEncodings),
  byteOrderMark: z.boolean(),
});
export type DetectedEncoding = z.infer<typeof detectedEncodingSchema>;
