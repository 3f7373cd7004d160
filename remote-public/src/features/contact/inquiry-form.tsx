import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { INQUIRY_ROLES, INQUIRY_TYPES, MESSAGES, inquirySchema, type InquiryInput, type Inquiry } from 'shared-domain';
import { ApiError, applyFieldErrors, errorMessage, useAppConfig } from 'shared-auth';
import {
  Button,
  FormErrorBox,
  FormErrorSummary,
  FormGrid,
  ReserveErrorLines,
  SelectField,
  TextAreaField,
  TextField,
  fieldProps,
} from 'shared-ui';
import { useCreateInquiry } from './api/create-inquiry';

type InquiryOutput = Omit<Inquiry, '_id' | 'createdAt' | 'handled' | 'handledAt'>;

const EMPTY: InquiryInput = { name: '', email: '', organization: '', role: '', inquiryType: '', phone: '', message: '' };

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The inquiry form: idle -> sending ('Sending Message...', disabled) -> onSent; a failure keeps what was typed. */
export function InquiryForm({ onSent }: { onSent: () => void }) {
  const { contactEmail } = useAppConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCreateInquiry();
  const form = useForm<InquiryInput, unknown, InquiryOutput>({
    resolver: zodResolver(inquirySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { handleSubmit, formState } = form;
  const field = (name: keyof InquiryInput) => fieldProps(form, name);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      onSent();
    } catch (err) {
      const notSent = `Your message could not be sent. Please try again, or e-mail us at ${contactEmail}.`;
      if (err instanceof ApiError && err.status === 400) {
        // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
        if (!applyFieldErrors(form, err)) setFailure(errorMessage(err, notSent));
        return;
      }
      setFailure(notSent);
    }
  });
  const sending = send.isPending || formState.isSubmitting;

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <FormErrorSummary form={form} />
      {failure && <FormErrorBox heading="Message not sent" message={failure} />}
      {/* Each field is checked on leaving it: its error line is kept, so nothing moves under the pointer. */}
      <ReserveErrorLines>
        <FormGrid>
          <TextField label="Full Name" autoComplete="name" required {...field('name')} />
          <TextField label="Email Address" type="email" autoComplete="email" required {...field('email')} />
          <TextField label="Organization/District" autoComplete="organization" required {...field('organization')} />
          <TextField label="Phone Number (optional)" type="tel" autoComplete="tel" {...field('phone')} />
          <SelectField label="Your Role" placeholder="Select your role" options={INQUIRY_ROLES} required {...field('role')} />
          <SelectField label="Inquiry Type" placeholder="Select inquiry type" options={INQUIRY_TYPES} required {...field('inquiryType')} />
        </FormGrid>
        <TextAreaField label="Message" rows={6} required {...field('message')} />
      </ReserveErrorLines>
      <div>
        <Button type="submit" busy={sending}>
          {sending ? MESSAGES.sendingMessage : 'Send Message'}
        </Button>
      </div>
    </StyledForm>
  );
}
