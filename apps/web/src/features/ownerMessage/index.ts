import { lazy } from 'react';

/** The owner's header message, loaded after the header is drawn. */
export const LazyOwnerMessage = lazy(async () => ({
  default: (await import('./components/OwnerMessage')).OwnerMessage,
}));
