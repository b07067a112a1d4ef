import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useDocumentTitle } from './route-handle';

/** A thin bar at the top while the next screen's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-indigo-100">
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

/** The outermost route: document title, scroll position and the loading bar. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function InitialLoading() {
  return (
    <div className="min-h-dvh bg-background" aria-busy="true">
      <span className="sr-only">Loading…</span>
    </div>
  );
}
