// Signing out clears the entry (session.ts), so this module stays free of the domain's rules: it
// loads with the sign-in page.
import { useSyncExternalStore } from 'react';

/** The person whose dashboard an Owner or Administrator is looking at, kept for this tab's session. */
export interface ViewingUser {
  userId: string;
  firstName: string;
  profilePic: string;
}

export const VIEWING_USER_STORAGE_KEY = 'viewingUser';

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastRead: ViewingUser | null = null;

const storedText = (): string | null => {
  try {
    return window.sessionStorage.getItem(VIEWING_USER_STORAGE_KEY);
  } catch {
    return null;
  }
};

const parse = (raw: string | null): ViewingUser | null => {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ViewingUser, unknown>> | null;
    if (typeof value?.userId !== 'string' || value.userId === '') return null;
    return {
      userId: value.userId,
      firstName: typeof value.firstName === 'string' ? value.firstName : '',
      profilePic: typeof value.profilePic === 'string' ? value.profilePic : '',
    };
  } catch {
    return null;
  }
};

/** The stored entry, the same object for as long as the stored text stays the same. */
export function readViewingUser(): ViewingUser | null {
  const raw = storedText();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastRead = parse(raw);
  }
  return lastRead;
}

const write = (user: ViewingUser | null): void => {
  try {
    if (user) window.sessionStorage.setItem(VIEWING_USER_STORAGE_KEY, JSON.stringify(user));
    else window.sessionStorage.removeItem(VIEWING_USER_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the view simply is not remembered.
  }
  for (const listener of listeners) listener();
};

export const startViewingUser = (user: ViewingUser): void => {
  const current = readViewingUser();
  if (
    current?.userId === user.userId &&
    current.firstName === user.firstName &&
    current.profilePic === user.profilePic
  )
    return;
  write(user);
};

export const leaveViewingUser = (): void => {
  if (storedText() !== null) write(null);
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The person being viewed, or null; components re-render when the view starts or ends. */
export const useViewingUser = (): ViewingUser | null =>
  useSyncExternalStore(subscribe, readViewingUser, () => null);
