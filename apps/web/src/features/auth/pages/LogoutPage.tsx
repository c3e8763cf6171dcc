import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useLogout } from '../api/useLogout';

/** Visiting /Logout signs out, the same as the menu entry. */
export function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  return (
    <Center mih="50dvh">
      <Loader role="status" aria-label="Signing out" />
    </Center>
  );
}
