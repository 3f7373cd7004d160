import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { api } from 'shared-auth';
import { apiPaths, type MyOffer } from 'shared-domain';
import { calloutStyles } from 'shared-ui';
import { meKeys } from '../api/me-keys';
import { paths } from '../paths';

const StyledNotice = styled.div`
  ${calloutStyles('success')}
`;

/** The dashboard's link to an offer of admission still waiting on the candidate's acceptance (nothing otherwise). */
export function OfferNotice() {
  const query = useQuery({ queryKey: [...meKeys.all, 'offer'], queryFn: () => api.get<MyOffer>(apiPaths.myOffer), retry: false });
  if (!query.data || query.data.acceptedOn) return null;
  return (
    <StyledNotice role="status">
      <p>
        The program offers you admission. <Link to={paths.offer.getHref()}>Read your offer and accept it</Link>.
      </p>
    </StyledNotice>
  );
}
