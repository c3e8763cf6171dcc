import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './ScrollRegion.module.css';

interface ScrollRegionProps {
  /** A named region takes keyboard focus, so that the arrow keys scroll it. */
  label?: string | undefined;
  /** Keeps the last column (a row's actions) in view while the rest scrolls beneath it. */
  hasStickyLastColumn?: boolean;
  children: ReactNode;
}

type HiddenSides = { start: boolean; end: boolean };

// A pixel of rounding at either end does not count as more to see.
const hiddenSidesOf = (element: HTMLElement): HiddenSides => ({
  start: element.scrollLeft > 1,
  end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
});

/** A table wider than its place scrolls sideways here, with a shade on each side that has more of it. */
export function ScrollRegion({ label, hasStickyLastColumn = false, children }: ScrollRegionProps) {
  const region = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>({ start: false, end: false });

  const measure = useCallback(() => {
    const element = region.current;
    if (!element) return;
    const next = hiddenSidesOf(element);
    setHidden((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // The table's width changes with its rows and the region's with the window. The observer's first
    // report comes after the browser's own layout; measuring here would force a layout of the whole
    // page, table and all, before it.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div
      className={classes.frame}
      data-more-start={hidden.start || undefined}
      data-more-end={hidden.end || undefined}
      data-sticky-end={hasStickyLastColumn || undefined}
    >
      <div
        ref={region}
        className={classes.region}
        role={label ? 'region' : undefined}
        aria-label={label}
        tabIndex={label ? 0 : undefined}
        onScroll={measure}
      >
        {children}
      </div>
    </div>
  );
}
