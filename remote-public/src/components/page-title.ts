import { useEffect } from 'react';
import { BRAND_NAME } from 'shared-ui';

/** Sets the browser tab title for a public page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
