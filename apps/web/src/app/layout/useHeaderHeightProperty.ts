import { useCallback } from 'react';

const PROPERTY = '--app-shell-header-height';

/**
 * A ref for the header that keeps its height in a custom property of the document, where what sits
 * below the header reads it: sticky bars of the page, and the notices' container, which is portalled
 * outside the shell. The property goes with the header (signed out, there is none).
 */
export function useHeaderHeightProperty(): (header: HTMLElement | null) => () => void {
  return useCallback((header: HTMLElement | null) => {
    const root = document.documentElement.style;
    if (!header) return () => undefined;
    const measure = (): void => root.setProperty(PROPERTY, `${header.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty(PROPERTY);
    };
  }, []);
}
