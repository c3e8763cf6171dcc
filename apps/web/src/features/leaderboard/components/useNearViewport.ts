import { useEffect, useState } from 'react';

/**
 * Whether any of the element has come into the viewport (grown by `margin`), once: it stays true. Pass
 * the returned ref to the element, which may mount later than the component. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '0px') {
  const [element, setElement] = useState<T | null>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear, margin]);
  return [isNear, setElement] as const;
}
