import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, errorMessage, useAccountSettings } from 'shared-auth';
import { MESSAGES, apiPaths, myContactSchema, type MyContactResponse } from 'shared-domain';
import { Button, CheckboxField, FormErrorBox, FormGrid, ProblemSummary, TextField, useToast } from 'shared-ui';
import { AccountSettingsCard, PageHeader, Section } from 'shared-ui/staff';
import { useSummaryErrors, useSummaryFields } from 'shared-ui/summary-errors';
import { request } from '../../api/request';
import { useMyContact } from '../../api/get-my-contact';
import { useSaveContact } from '../../api/save-contact';
import { useSaveNotifications } from '../../api/save-notifications';
import { QueryState } from '../../components/query-state';

export const CONTACT_FAILED = 'Your contact details could not be loaded.';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type ContactValues = Omit<MyContactResponse['contact'], 'email'>;

function ContactForm({ contact }: { contact: MyContactResponse['contact'] }) {
  const {
    values,
    problems,
    bind: field,
  } = useSummaryFields<ContactValues>({
    phoneNumber: contact.phoneNumber,
    secondaryEmail: contact.secondaryEmail,
    location: contact.location,
  });
  const save = useSaveContact();
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    if (!problems.check(myContactSchema, values)) return;
    save.mutate(values, {
      onSuccess: () => toast.show(MESSAGES.contactSaved, 'success'),
      onError: (err) => problems.refused(err, 'Your contact details could not be saved. Please try again.'),
    });
  };
  return (
    <StyledForm onSubmit={submit} aria-label="Contact details" noValidate>
      <ProblemSummary {...problems.summary} />
      {problems.formError && <FormErrorBox message={problems.formError} />}
      <FormGrid>
        <TextField label="Phone number" type="tel" autoComplete="tel" maxLength={40} {...field('phoneNumber')} />
        <TextField label="Secondary email" type="email" autoComplete="email" {...field('secondaryEmail')} />
        <TextField label="Location" maxLength={200} {...field('location')} />
      </FormGrid>
      <div>
        <Button type="submit" busy={save.isPending}>
          Save contact details
        </Button>
      </div>
    </StyledForm>
  );
}

function NotificationsForm({ notifications }: { notifications: MyContactResponse['notifications'] }) {
  const [values, setValues] = useState(notifications);
  const problems = useSummaryErrors<keyof typeof notifications>();
  const save = useSaveNotifications();
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    save.mutate(values, {
      onSuccess: () => toast.show(MESSAGES.notificationsSaved, 'success'),
      // A text without a mobile number in international format is refused at 'sms'.
      onError: (err) => problems.refused(err, 'Your choices could not be saved. Please try again.'),
    });
  };
  return (
    <StyledForm onSubmit={submit} aria-label="Notification choices" noValidate>
      <ProblemSummary {...problems.summary} />
      {problems.formError && <FormErrorBox message={problems.formError} />}
      <CheckboxField
        label="E-mail me reminders"
        name="email"
        checked={values.email}
        onChange={(e) => {
          setValues((v) => ({ ...v, email: e.target.checked }));
          problems.fix('email');
        }}
        error={problems.errors.email}
      />
      <CheckboxField
        label="Text me reminders"
        name="sms"
        hint="Needs a phone number in international format, such as +15125550100."
        checked={values.sms}
        onChange={(e) => {
          setValues((v) => ({ ...v, sms: e.target.checked }));
          problems.fix('sms');
        }}
        error={problems.errors.sms}
      />
      <div>
        <Button type="submit" busy={save.isPending}>
          Save notification choices
        </Button>
      </div>
    </StyledForm>
  );
}

/** Saves text as a file (the export, fetched with the session's token). */
function saveFile(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DownloadMyData() {
  const [busy, setBusy] = useState<'json' | 'html' | null>(null);
  const toast = useToast();
  const download = async (format: 'json' | 'html') => {
    setBusy(format);
    try {
      const text = await api.get<string>(apiPaths.myExport(format), { as: 'text' });
      saveFile(`my-data.${format}`, text, format === 'json' ? 'application/json' : 'text/html');
    } catch (err) {
      toast.show(errorMessage(err, 'Your data could not be downloaded. Please try again.'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p>Your record as you may see it: your dashboard, contact details, observations, payments, profile, consent choices and requests.</p>
      <StyledButtons>
        <Button onClick={() => void download('json')} busy={busy === 'json'}>
          Download my data (JSON)
        </Button>
        <Button variant="secondary" onClick={() => void download('html')} busy={busy === 'html'}>
          Download a readable page (HTML)
        </Button>
      </StyledButtons>
    </>
  );
}

/** /teacher/data: contact details, notification choices, the account's e-mail and password, 'Download my data'. */
export function MyDataPage() {
  const contact = useMyContact();
  const account = useAccountSettings();
  return (
    <StyledStack>
      <PageHeader title="My data" subtitle="Your contact details, notifications and a copy of your record" />
      <QueryState query={contact} message={CONTACT_FAILED} request={request(apiPaths.myContact)}>
        {(data) => (
          <>
            <Section title="Contact details">
              <p>Primary email: {data.contact.email} (change it below, under Account Settings).</p>
              <ContactForm key={JSON.stringify(data.contact)} contact={data.contact} />
            </Section>
            <Section title="Notifications">
              <NotificationsForm key={JSON.stringify(data.notifications)} notifications={data.notifications} />
            </Section>
          </>
        )}
      </QueryState>
      <AccountSettingsCard {...account} />
      <Section title="Download my data">
        <DownloadMyData />
      </Section>
    </StyledStack>
  );
}
