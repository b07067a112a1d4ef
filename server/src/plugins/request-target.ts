/**
 * What a request's target (the raw `request.url`) says, read the way a router might read it.
 *
 * Whether a route needs a session is decided on the route the router matched, never on these
 * functions. They are used only where no route matched (is this a miss inside the API, which needs a
 * session, or a page?) and to refuse targets that dress one path up as another. Neither use can make a
 * request public: the text can only add a requirement or a refusal.
 */

/** Decodes each `%XX` it can; a malformed escape is kept as written (it cannot name `/api` either way). */
function percentDecoded(path: string): string {
  return path.replace(/(%[0-9a-fA-F]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/**
 * The path part of a target, percent-decoded, with `\` read as `/`, repeated slashes folded, `.` and
 * `..` segments resolved and letters lower-cased: the most generous reading any router could give it.
 */
export function canonicalPath(rawUrl: string): string {
  const pathPart = (rawUrl.split(/[?#]/, 1)[0] ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments: string[] = [];
  for (const segment of percentDecoded(pathPart).toLowerCase().replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** True when the target, read generously, lies in the API namespace (`/api` or below it). */
export function isInApiNamespace(rawUrl: string): boolean {
  const path = canonicalPath(rawUrl);
  return path === '/api' || path.startsWith('/api/');
}

/** An origin-form target (`/path?query`) as browsers send; absolute-form (`http://host/path`) and `*` are not. */
export function isOriginForm(rawUrl: string): boolean {
  return rawUrl.startsWith('/');
}

/**
 * A target that reaches the API namespace without spelling `/api` plainly as its first segment:
 * `/%61pi/…`, `/API/…`, `//api/…`, `/./api/…`, `/x/../api/…`, `/api%2F…`.
 */
export function hasDisguisedApiPrefix(rawUrl: string): boolean {
  if (!isInApiNamespace(rawUrl)) return false;
  return !/^\/api(?:[/?#]|$)/.test(rawUrl);
}

/** The host name of a `Host` value (`example.com:3000`, `[::1]:3000`), lower-cased, without port or final dot. */
export function hostNameOf(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** The host names a request may name in `Host`, or 'any' to accept every one. */
export type AllowedHosts = readonly string[] | 'any';

/** Loopback by name and address: what a browser on this machine sends; always allowed. */
export const loopbackHosts: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether `Host` names an allowed host. Loopback names and addresses (any 127.x.y.z) are always
 * allowed: only a program on this machine can send them, and a page elsewhere cannot rebind to them.
 */
export function isAllowedHost(allowed: AllowedHosts, hostHeader: string | undefined): boolean {
  if (allowed === 'any') return true;
  const name = hostNameOf(hostHeader ?? '');
  return loopbackHosts.includes(name) || /^127(?:\.\d{1,3}){3}$/.test(name) || allowed.includes(name);
}
