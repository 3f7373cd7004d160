import styled from 'styled-components';
import { calloutStyles, spacedRow } from 'shared-ui';

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
  ${spacedRow}
  ${calloutStyles('info')}
`;

export const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;
