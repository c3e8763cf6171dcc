import { useEffect } from 'react';
import { pageTitle } from '../../shared/theme/theme';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
