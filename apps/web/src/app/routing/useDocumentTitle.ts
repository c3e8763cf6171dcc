import { useEffect } from 'react';
import { pageTitle } from '../theme/theme';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
