import { useEffect } from 'react';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Plaza' ? title : `${title} · Plaza`;
  }, [title]);
}
