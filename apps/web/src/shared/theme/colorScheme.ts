import { localStorageColorSchemeManager } from '@mantine/core';

// Signed out, the last choice made on this browser applies; signed in, the server's preference wins
// (ColorSchemeSync) and is copied here so the next visit starts in the right scheme.
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'hgn-color-scheme' });
