import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, REGISTRATION_PASSWORD_MIN } from 'shared-domain';
import { APPROVAL_TIME_TEXT } from '../../content/marketing';
import { ApiError, applyFieldErrors, errorMessage } from 'shared-auth';
import { CheckAnswers } from 'shared-ui/check-answers';
import { Button, CheckboxField, FormErrorBox, FormErrorSummary, FormGrid, PasswordField, TextField } from 'shared-ui';
import { AuthFrame } from '../../components/auth-frame';
import { paths } from '../../paths';
import { useRegisterSchool } from './api/register-school';
import { SignupConfirmation } from './signup-confirmation';
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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the check-your-answers step lists, in the form's order; the password is never shown back. */
const ANSWERS: readonly { name: keyof SignupFormInput; label: string; show?: (v: SignupFormValues) => string }[] = [
  { name: 'schoolName', label: 'School Name' },
  { name: 'ncesId', label: 'NCES ID' },
  { name: 'districtName', label: 'District' },
  { name: 'contactName', label: 'Contact Name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone Number' },
  { name: 'password', label: 'Password', show: () => 'Set (not shown)' },
];

/** Where the form step starts: a field ('Change'), or the error summary (a refusal naming fields). */
type Focus = keyof SignupFormInput | 'summary';
type Step = { at: 'form'; focus?: Focus } | { at: 'check'; values: SignupFormValues } | { at: 'done' };

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * School self-registration (product spec §§2, 3, 5, 8): the form, then 'Check your answers', then the confirmation
 * page saying the registration was received and what happens next.
 */
export function SignupPage() {
  const registerSchool = useRegisterSchool();
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ at: 'form' });
  const formEl = useRef<HTMLFormElement>(null);
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY_SIGNUP,
  });
  const { register, handleSubmit, clearErrors, formState, setFocus } = form;
  const { errors } = formState;
  // Checked on submit only; editing a field clears its own error.
  // A field's server error goes as soon as it is edited.
  const field = (name: keyof SignupFormInput) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  // Back from the check step: the field asked for by 'Change', or the summary of the server's refusal, takes the focus
  // once the form is shown again. The form stays mounted meanwhile, so its values and summary links stay.
  const focusOn = step.at === 'form' ? step.focus : undefined;
  useEffect(() => {
    if (focusOn === 'summary') formEl.current?.querySelector<HTMLElement>('[data-error-summary]')?.focus();
    else if (focusOn) setFocus(focusOn);
  }, [focusOn, step, setFocus]);

  const onContinue = handleSubmit((values) => {
    setFailure(null);
    setStep({ at: 'check', values });
  });

  const onRegister = async (values: SignupFormValues) => {
    setFailure(null);
    try {
      await registerSchool.mutateAsync(toRegisterPayload(values));
      // The same answer whether or not the address already had an account: its owner learns which by e-mail.
      setStep({ at: 'done' });
    } catch (err) {
      if (err instanceof ApiError) {
        // A refusal naming fields goes back to the form: in the error summary and at each field, once each; any other in the box.
        if (applyFieldErrors(form, err, (path) => SERVER_FIELD[path])) setStep({ at: 'form', focus: 'summary' });
        else setFailure(errorMessage(err, MESSAGES.registrationFailed));
      } else {
        setFailure(MESSAGES.networkError);
      }
    }
  };

  if (step.at === 'done') return <SignupConfirmation />;

  return (
    <AuthFrame
      wide
      title="Register Your School"
      subtitle={`Your account is reviewed by our team before approval (usually within ${APPROVAL_TIME_TEXT}). Once approved, you can view available teachers.`}
    >
      {failure && <FormErrorBox message={failure} />}
      {step.at === 'check' && (
        <CheckAnswers
          rows={ANSWERS.map(({ name, label, show }) => ({ name, label, value: show ? show(step.values) : String(step.values[name]) }))}
          onChange={(name) => setStep({ at: 'form', focus: name as keyof SignupFormInput })}
          intro={<p>You agreed to the Terms of Service and Privacy Policy.</p>}
        >
          <StyledActions>
            <Button type="button" busy={registerSchool.isPending} onClick={() => void onRegister(step.values)}>
              {registerSchool.isPending ? 'Registering...' : 'Register School'}
            </Button>
          </StyledActions>
        </CheckAnswers>
      )}
      <StyledForm ref={formEl} onSubmit={onContinue} noValidate aria-label="Register your school" hidden={step.at === 'check'}>
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
        <Button type="submit">Continue</Button>
      </StyledForm>
      <StyledNote>
        Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
      </StyledNote>
    </AuthFrame>
  );
}
