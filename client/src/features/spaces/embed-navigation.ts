/**
 * The embedded listings site asks us to open one of our screens by posting
 * `{type: 'navigate', to: 'property' | 'space', id}`. Only messages from the embed's own origin count,
 * and the id must be a record id, so a message can never send the user anywhere else.
 */
export type EmbedMessageEvent = Pick<MessageEvent, 'origin' | 'data'>;

const maxRecordId = 2_147_483_647;

function recordId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= maxRecordId ? id : null;
}

/** The path to open for a navigate message from `allowedOrigin`, or null to ignore the message. */
export function navigationTarget(event: EmbedMessageEvent, allowedOrigin: string): string | null {
  if (event.origin !== allowedOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, to, id } = data as Record<string, unknown>;
  if (type !== 'navigate') return null;
  const target = recordId(id);
  if (target === null) return null;
  if (to === 'property') return `/properties/${target}`;
  if (to === 'space') return `/spaces/${target}`;
  return null;
}

/** The embed URL's origin, or null when the URL is missing or not http(s). */
export function embedOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
