/** RFC 8187 ext-value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but the grammar forbids. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename*=UTF-8''…`: any file name, safely quoted, always downloaded rather than shown. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
