import { useEffect } from 'react';
import { BRAND_NAME } from 'shared-ui';

/** Names the browser tab after the page (screen readers announce it on navigation). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}
