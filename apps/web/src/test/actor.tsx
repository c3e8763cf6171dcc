import { screen } from '@testing-library/react';
import { useActor } from '../shared/session/useActor';

/** Rendered beside a component, it shows once the signed-in person's permissions are known. */
export function ActorReadyMark() {
  return useActor() ? <p>signed in</p> : null;
}

/** Waits for ActorReadyMark, so a missing control means a refusal rather than permissions still loading. */
export const actorReady = (): Promise<HTMLElement> => screen.findByText('signed in');
