import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';

const read = () => {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

/** The desktop sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((prev) => {
      const next = !prev;
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
      } catch {
        // Storage can be unavailable (private mode, quota); the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
