import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const desktopQuery = '(min-width: 768px)';

/** Closes the phone menu when the window grows past the md breakpoint, where it is hidden. */
function useCloseOnDesktop(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(desktopQuery);
    const handleChange = () => {
      if (media.matches) close();
    };
    media.addEventListener('change', handleChange);
    return () => media.removeEventListener('change', handleChange);
  }, [open, close]);
}

/** Every screen but home and sign-in: sidebar (or the phone menu), top bar and the page. */
export function AppShell() {
  const { collapsed, toggle } = useSidebarCollapsed();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseOnDesktop(menuOpen, closeMenu);

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh">
        <a
          href="#main-content"
          className="sr-only rounded-md bg-white px-3 py-2 font-medium text-primary shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
        >
          Skip to content
        </a>
        <div className="sticky top-0 hidden h-dvh shrink-0 md:block print:hidden">
          <Sidebar collapsed={collapsed} onToggleCollapsed={toggle} />
        </div>
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar onOpenMenu={() => setMenuOpen(true)} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
