import type { ReactNode } from 'react';

/**
 * One entry of an area's menu. Its own module in the public part: defineArea (public) builds the menu, the side menu
 * (a staff part, which imports the public part as 'shared-ui') draws it; neither imports the other.
 */
export interface MenuItem {
  to: string;
  label: string;
  /** Decorative; use one of `icons` or any inline SVG. */
  icon: ReactNode;
}
