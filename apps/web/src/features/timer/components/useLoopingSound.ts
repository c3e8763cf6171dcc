import { useEffect } from 'react';

/** Plays the sound file over and over while `playing`; it is downloaded the first time it plays. */
export function useLoopingSound(url: string, playing: boolean): void {
  useEffect(() => {
    if (!playing) return undefined;
    const audio = new Audio(url);
    audio.loop = true;
    // A browser may refuse sound on a page the person has not interacted with yet: the dialog still shows.
    audio.play().catch(() => undefined);
    return () => audio.pause();
  }, [url, playing]);
}
