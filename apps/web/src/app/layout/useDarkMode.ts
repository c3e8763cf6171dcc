import { useCallback } from 'react';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useSaveDarkMode } from '../../shared/queries/userProfile';

/** The dark-mode switch: applied at once, remembered on this browser and, for the signed-in user, on the server. */
export function useDarkMode(userId: string): { isDark: boolean; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const save = useSaveDarkMode(userId);
  const { mutate } = save;

  const toggle = useCallback(() => {
    const next = !isDark;
    setColorScheme(next ? 'dark' : 'light');
    mutate(next, { onError: () => setColorScheme(next ? 'light' : 'dark') });
  }, [isDark, mutate, setColorScheme]);

  return { isDark, toggle };
}
