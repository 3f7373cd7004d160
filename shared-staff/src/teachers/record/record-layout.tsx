import styled from 'styled-components';

/** The record page: a column of section cards. */
export const StyledRecord = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72rem;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.info.bg};
  color: ${({ theme }) => theme.colors.info.fg};
  border: 1px solid ${({ theme }) => theme.colors.info.solid};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;
