import { VERSION_CHECK_INTERVAL_MS } from '@hgn/domain/constants';

export const fetchBuildHash = async (fetchImpl: typeof fetch = fetch): Promise<string | null> => {
  try {
    const response = await fetchImpl('/hash.txt', { cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.text()).trim() || null;
  } catch {
    return null;
  }
};

interface VersionWatchOptions {
  onNewVersion: () => void;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Remembers the build hash seen at start and reports once when the server's differs. Checks every
 * five minutes and also whenever the window regains focus or becomes visible, which is how a test
 * (or a returning user) gets an immediate answer. Returns a stop function.
 */
export function watchVersion({
  onNewVersion,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  fetchImpl,
}: VersionWatchOptions): () => void {
  let startHash: string | null = null;
  let reported = false;
  let stopped = false;

  const check = async (): Promise<void> => {
    if (reported || stopped) return;
    const hash = await fetchBuildHash(fetchImpl);
    if (hash === null || stopped) return;
    if (startHash === null) startHash = hash;
    else if (hash !== startHash) {
      reported = true;
      onNewVersion();
    }
  };
  const checkNow = (): void => void check();
  const onVisibility = (): void => {
    if (document.visibilityState === 'visible') checkNow();
  };

  checkNow();
  const timer = window.setInterval(checkNow, intervalMs);
  window.addEventListener('focus', checkNow);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('focus', checkNow);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
