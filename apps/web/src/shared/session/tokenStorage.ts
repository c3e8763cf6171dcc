// The token lives under this key so a reload keeps the session; other tabs see it through `storage` events.
export const TOKEN_STORAGE_KEY = 'token';

export const readStoredToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const writeStoredToken = (token: string | null): void => {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Private browsing can refuse storage; the session then lasts until the tab closes.
  }
};
