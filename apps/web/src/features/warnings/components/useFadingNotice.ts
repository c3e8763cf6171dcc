import { useCallback, useEffect, useState } from 'react';

/** How long a success notice of the tracker stays before it fades. */
export const NOTICE_MS = 5000;

/** A success sentence shown for five seconds; a new one replaces it and starts the time again. */
export function useFadingNotice(): [string | null, (notice: string) => void] {
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((text: string) => setNotice({ text, key: Date.now() }), []);
  return [notice?.text ?? null, show];
}
