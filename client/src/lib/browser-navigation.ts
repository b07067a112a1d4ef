/**
 * Full-page navigations (sign-out, an expired session). One object so tests can spy on it:
 * jsdom's window.location cannot be stubbed.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
