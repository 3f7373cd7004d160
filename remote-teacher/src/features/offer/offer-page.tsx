import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { api, ApiError } from 'shared-auth';
import { apiPaths, formatDate, type MyOffer } from 'shared-domain';
import { Badge, Button, CheckboxField, ErrorSummary, TextField, calloutStyles } from 'shared-ui';
import { DisclosureCard } from 'shared-ui/disclosures';
import { PageHeader, Section } from 'shared-ui/staff';
import { meKeys } from '../../api/me-keys';
import { request } from '../../api/request';
import { QueryState } from '../../components/query-state';

export const OFFER_FAILED = 'Your offer could not be loaded.';
const offerKey = [...meKeys.all, 'offer'] as const;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  & form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
`;
const StyledDone = styled.div`
  ${calloutStyles('success')}
`;

const problems = (err: unknown) => {
  if (!err) return [];
  if (!(err instanceof ApiError)) return [{ message: 'Your answer could not be saved. Please try again later.' }];
  const fields = Object.entries(err.fieldErrors);
  return fields.length
    ? fields.map(([f, message]) => ({ fieldId: f === 'typedName' || f === 'agree' ? `offer-${f}` : undefined, message }))
    : [{ message: err.message }];
};

function Offer({ offer }: { offer: MyOffer }) {
  const client = useQueryClient();
  const [typedName, setTypedName] = useState('');
  const [agree, setAgree] = useState(false);
  const refresh = (o: MyOffer) => client.setQueryData(offerKey, o);
  const acknowledge = useMutation({
    mutationFn: (key: string) => api.post<MyOffer>(apiPaths.myOfferDisclosure(key)),
    onSuccess: refresh,
  });
  const accept = useMutation({
    mutationFn: () => api.post<MyOffer>(apiPaths.myOfferAccept, { typedName, agree }),
    onSuccess: refresh,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    accept.mutate();
  };
  const unread = offer.disclosures.filter((d) => !d.receipt).length;
  return (
    <StyledStack>
      <Section title="The offer">
        <p>
          The program offers you admission
          {offer.admissionEffectiveOn ? `, effective ${formatDate(offer.admissionEffectiveOn)}` : ''}
          {offer.offerSentOn ? ` (sent ${formatDate(offer.offerSentOn)})` : ''}.
        </p>
      </Section>
      <Section title="Disclosures">
        <p>Read each one and acknowledge it. Your receipt records which text you read and when.</p>
        <ErrorSummary items={problems(acknowledge.error)} />
        {offer.disclosures.map((d) => (
          <DisclosureCard key={d.key} disclosure={d}>
            {d.receipt ? (
              <p>
                <Badge tone="green">Acknowledged</Badge> on {formatDate(d.receipt.acknowledgedAt)} by {d.receipt.acknowledgedBy}
              </p>
            ) : (
              <div>
                <Button type="button" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate(d.key)}>
                  I have read “{d.title}”
                </Button>
              </div>
            )}
          </DisclosureCard>
        ))}
      </Section>
      <Section title="Your acceptance">
        {offer.acceptedOn ? (
          <StyledDone role="status">
            <p>You accepted the offer on {formatDate(offer.acceptedOn)}. You are admitted to the program.</p>
          </StyledDone>
        ) : (
          <form onSubmit={submit} aria-label="Accept the offer" noValidate>
            <ErrorSummary items={problems(accept.error)} />
            {unread > 0 && <p>Acknowledge the {unread === 1 ? 'disclosure' : `${unread} disclosures`} above before you accept.</p>}
            <TextField
              id="offer-typedName"
              label="Type your full name"
              hint="Typing your name signs the acceptance."
              autoComplete="name"
              required
              value={typedName}
              onChange={(e) => setTypedName(e.target.value)}
            />
            <CheckboxField
              id="offer-agree"
              label="I accept the offer of admission"
              required
              checked={agree}
              onChange={(e) => setAgree(e.target.checked)}
            />
            <div>
              <Button type="submit" disabled={accept.isPending}>
                Accept the offer
              </Button>
            </div>
          </form>
        )}
      </Section>
    </StyledStack>
  );
}

/** The candidate's offer of admission: its effective date, the disclosures to acknowledge, the written acceptance. */
export function OfferPage() {
  const query = useQuery({ queryKey: offerKey, queryFn: () => api.get<MyOffer>(apiPaths.myOffer), retry: false });
  return (
    <>
      <PageHeader title="Your offer" subtitle="Admission to the program" />
      {query.error instanceof ApiError && query.error.status === 404 ? (
        <p>You have no offer of admission to answer.</p>
      ) : (
        <QueryState query={query} message={OFFER_FAILED} request={request(apiPaths.myOffer)}>
          {(offer) => <Offer offer={offer} />}
        </QueryState>
      )}
    </>
  );
}
