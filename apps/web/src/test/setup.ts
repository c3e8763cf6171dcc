import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fixedMediaQueryList } from './media';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks the layout APIs Mantine asks for.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => fixedMediaQueryList(query, false);
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;
if (!('scrollIntoView' in window.HTMLElement.prototype)) {
  Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
    value: () => undefined,
    writable: true,
  });
}
// An autosizing textarea listens for web fonts to finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}
