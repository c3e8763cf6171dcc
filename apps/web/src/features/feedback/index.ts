import { lazy } from 'react';

/** The suggestion, bug report and AI prompt buttons load with the summary bar, after the first paint. */
export const FeedbackButtons = lazy(async () => ({
  default: (await import('./components/FeedbackButtons')).FeedbackButtons,
}));
