import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type Session } from './session';

export const useSession = (): Session | null =>
  useSyncExternalStore(subscribeToSession, getSession, getSession);
