/**
 * Where to go after signing in: the `next` parameter when it is a path on this site, else home.
 * Rejects absolute and protocol-relative URLs ('//evil.example', '/\evil.example') so the sign-in
 * screen cannot be used to send people elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return '/';
  try {
    const base = 'https://leaselens.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
