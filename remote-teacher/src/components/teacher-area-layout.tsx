import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLayout, type MenuItem } from 'shared-ui/staff';
import { PROGRAM_NAME } from 'shared-domain';

const StyledBuild = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The teacher's frame: the same header and menu as the other signed-in areas (a drawer on a phone). */
export function TeacherAreaLayout({ menu, children }: { menu: MenuItem[]; children: ReactNode }) {
  // The build's label (PORTAL_BUILD_LABEL), so a redeploy of this remote alone can be seen.
  const build = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';
  return (
    <AppLayout area="teacher" title={PROGRAM_NAME} subtitle="Your certification" menu={menu}>
      {children}
      {build && <StyledBuild>Build {build}</StyledBuild>}
    </AppLayout>
  );
}
