import { useCallback, useState } from 'react';

/** The collapsed state lives in local storage under this key, as 'true' or 'false'. */
export const sidebarCollapsedKey = 'sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(sidebarCollapsedKey) === 'true';
  } catch {
    return false; // Storage can be unavailable (privacy modes); the sidebar then starts expanded.
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(sidebarCollapsedKey, String(collapsed));
  } catch {
    // Not persisted; the toggle still works for this visit.
  }
}

export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeCollapsed(next);
    setCollapsed(next);
  }, [collapsed]);
  return { collapsed, toggle };
}
