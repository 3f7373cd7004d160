import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGES, formatDate, myConsentSchema, type MyConsentInput, type MyConsentResponse } from 'shared-domain';
import { Badge, Button, CheckboxField, FieldGroup, FormErrorBox, ProblemSummary, TextField, useToast } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useSummaryErrors } from 'shared-ui/summary-errors';
import { useSaveConsent } from '../../api/save-consent';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledText = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;

const StyledChoices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 16rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xxs};
`;

const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** The talent-pool consent: the text, on / off, and the schools and districts the profile is hidden from. */
export function ConsentSection({ data }: { data: MyConsentResponse }) {
  const { consent } = data;
  const [on, setOn] = useState(consent.on);
  const [schools, setSchools] = useState(consent.hiddenSchoolIds);
  const [districts, setDistricts] = useState(consent.hiddenDistricts);
  const [filter, setFilter] = useState('');
  // No field of the form is a value the server checks by itself (the lists are chosen, the text's version is the page's):
  // its refusals read as messages, in the summary or, naming no field, in a box.
  const problems = useSummaryErrors<never>({ fieldOf: () => undefined });
  const save = useSaveConsent();
  const toast = useToast();
  const needle = filter.trim().toLowerCase();
  const shownSchools = data.schools.filter(
    (s) => !needle || s.name.toLowerCase().includes(needle) || s.districtName.toLowerCase().includes(needle) || schools.includes(s._id),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    const input: MyConsentInput = { on, hiddenSchoolIds: schools, hiddenDistricts: districts, textVersion: data.text.version };
    // At most so many hidden schools and districts: checked before sending.
    if (!problems.check(myConsentSchema, input)) return;
    save.mutate(input, {
      onSuccess: () => toast.show(MESSAGES.consentSaved, 'success'),
      onError: (err) => problems.refused(err, 'Your choice could not be saved. Please try again.'),
    });
  };

  return (
    <Section title="Talent pool">
      <p>
        {consent.visible ? (
          <Badge tone="green">Schools can find you</Badge>
        ) : (
          <Badge tone="gray">{consent.on ? 'On, but not shown' : 'Off: not shown'}</Badge>
        )}{' '}
        {consent.changedAt && <>Last changed {formatDate(consent.changedAt)}.</>}
      </p>
      {consent.on && !consent.visible && consent.notVisibleBecause && <p>{consent.notVisibleBecause}</p>}
      {consent.turnedOffByStaff && (
        <p role="note">
          The program turned your profile off on {formatDate(consent.turnedOffByStaff.at)}: {consent.turnedOffByStaff.reason}
        </p>
      )}
      <StyledForm onSubmit={submit} aria-label="Talent pool consent" noValidate>
        <ProblemSummary {...problems.summary} />
        {problems.formError && <FormErrorBox message={problems.formError} />}
        <StyledText aria-label="Consent text">{data.text.body}</StyledText>
        <CheckboxField
          label="Show my profile on the talent pool (Browse teachers and Find Teachers)"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
        />
        <FieldGroup legend="Hide my profile from these schools">
          <TextField label="Filter schools" value={filter} onChange={(e) => setFilter(e.target.value)} />
          <StyledChoices>
            {shownSchools.map((s) => (
              <CheckboxField
                key={s._id}
                label={`${s.name} (${s.districtName || 'no district'})`}
                checked={schools.includes(s._id)}
                onChange={(e) => setSchools(toggle(schools, s._id, e.target.checked))}
              />
            ))}
            {shownSchools.length === 0 && <p>No school matches.</p>}
          </StyledChoices>
        </FieldGroup>
        <FieldGroup legend="Hide my profile from whole districts">
          <StyledChoices>
            {data.districts.map((d) => (
              <CheckboxField
                key={d}
                label={d}
                checked={districts.includes(d)}
                onChange={(e) => setDistricts(toggle(districts, d, e.target.checked))}
              />
            ))}
          </StyledChoices>
        </FieldGroup>
        <div>
          <Button type="submit" busy={save.isPending}>
            Save my choice
          </Button>
        </div>
      </StyledForm>
    </Section>
  );
}
