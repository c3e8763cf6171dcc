import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** Sets the browser tab's title for the page inside. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}
