import { useSyncExternalStore } from 'react';
import { getSession, getSessionEndReason, subscribeToSession, type Session } from './session';

export const useSession = (): Session | null =>
  useSyncExternalStore(subscribeToSession, getSession, getSession);

export const useSessionEndReason = (): string | null =>
  useSyncExternalStore(subscribeToSession, getSessionEndReason, getSessionEndReason);
