import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BRAND_NAME, calloutStyles } from 'shared-ui';
import { paths } from '../paths';
import { usePageTitle } from './page-title';

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledBrand = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.sidebar};
  text-decoration: none;
  text-align: center;
`;

/** The raised panel that holds a sign-in, sign-up or password form. */
export const authPanel = css`
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledPanel = styled.div<{ $wide: boolean }>`
  ${authPanel}
  max-width: ${({ $wide }) => ($wide ? '40rem' : '28rem')};
  & > header h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  & > header p {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  /** The page heading, for a step that moves focus to it (a confirmation). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The page frame of /login and /signup (no nav or footer there): the brand links home. */
export function AuthFrame({ title, subtitle, wide = false, titleRef, children }: AuthFrameProps) {
  usePageTitle(title);
  return (
    <StyledPage id="main">
      <StyledBrand to={paths.home.getHref()}>{BRAND_NAME}</StyledBrand>
      <StyledPanel $wide={wide}>
        <header>
          <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
            {title}
          </h1>
          {subtitle && <p>{subtitle}</p>}
        </header>
        {children}
      </StyledPanel>
    </StyledPage>
  );
}

/** A polite, non-error notice box (e.g. 'awaiting approval' after sign-up). */
export const StyledNotice = styled.div`
  ${calloutStyles('success')}
`;
