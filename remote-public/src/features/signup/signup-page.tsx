import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, REGISTRATION_PASSWORD_MIN } from 'shared-domain';
import { APPROVAL_TIME_TEXT } from '../../content/marketing';
import { ApiError, applyFieldErrors, errorMessage } from 'shared-auth';
import { Button, CheckboxField, FormErrorBox, FormErrorSummary, FormGrid, PasswordField, TextField } from 'shared-ui';
import { AuthFrame } from '../../components/auth-frame';
import { paths } from '../../paths';
import { useRegisterSchool } from './api/register-school';
import {
  EMPTY_SIGNUP,
  SERVER_FIELD,
  signupFormSchema,
  toRegisterPayload,
  type SignupFormInput,
  type SignupFormValues,
} from './signup-schema';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** School self-registration (product spec §§2, 3, 5, 8). Success goes to /login with a 'check your e-mail' notice. */
export function SignupPage() {
  const navigate = useNavigate();
  const registerSchool = useRegisterSchool();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY_SIGNUP,
  });
  const { register, handleSubmit, clearErrors, formState } = form;
  const { errors } = formState;
  // Checked on submit only; editing a field clears its own error.
  // A field's server error goes as soon as it is edited.
  const field = (name: keyof SignupFormInput) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerSchool.mutateAsync(toRegisterPayload(values));
      // The same answer whether or not the address already had an account: its owner learns which by e-mail.
      void navigate(paths.login.getHref(), { state: { notice: MESSAGES.registrationReceived } });
    } catch (err) {
      if (err instanceof ApiError) {
        // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
        if (!applyFieldErrors(form, err, (path) => SERVER_FIELD[path])) setFailure(errorMessage(err, MESSAGES.registrationFailed));
      } else {
        setFailure(MESSAGES.networkError);
      }
    }
  });

  return (
    <AuthFrame
      wide
      title="Register Your School"
      subtitle={`Your account is reviewed by our team before approval (usually within ${APPROVAL_TIME_TEXT}). Once approved, you can view available teachers.`}
    >
      {failure && <FormErrorBox message={failure} />}
      <StyledForm onSubmit={onSubmit} noValidate aria-label="Register your school">
        <FormErrorSummary form={form} />
        <FormGrid>
          <TextField label="School Name" autoComplete="organization" required {...field('schoolName')} />
          <TextField
            label="NCES ID"
            inputMode="numeric"
            required
            hint="Used to verify your school's identity: 7 digits for a district or 12 for a school, starting with 48."
            {...field('ncesId')}
          />
          <TextField label="District" required {...field('districtName')} />
          <TextField label="Contact Name" autoComplete="name" required {...field('contactName')} />
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <TextField label="Phone Number" type="tel" autoComplete="tel" required {...field('phone')} />
        </FormGrid>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint={`At least ${REGISTRATION_PASSWORD_MIN} characters, not a common password.`}
          {...field('password')}
        />
        <CheckboxField
          label={
            <>
              I agree to the <Link to={paths.terms.getHref()}>Terms of Service</Link> and{' '}
              <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
            </>
          }
          required
          {...field('agreeToTerms')}
        />
        <Button type="submit" busy={registerSchool.isPending}>
          {registerSchool.isPending ? 'Registering...' : 'Register School'}
        </Button>
      </StyledForm>
      <StyledNote>
        Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
      </StyledNote>
    </AuthFrame>
  );
}
