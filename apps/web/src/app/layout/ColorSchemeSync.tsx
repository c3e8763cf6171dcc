import { useEffect } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { useUserProfile } from '../../shared/queries/userProfile';

/** Applies the signed-in user's saved preference whenever their profile arrives. */
export function ColorSchemeSync({ userId }: { userId: string }) {
  const { setColorScheme } = useMantineColorScheme();
  const darkMode = useUserProfile(userId).data?.preferences.darkMode;
  useEffect(() => {
    if (darkMode !== undefined) setColorScheme(darkMode ? 'dark' : 'light');
  }, [darkMode, setColorScheme]);
  return null;
}
