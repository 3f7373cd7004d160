import type { UseFormReturn } from 'react-hook-form';
import { ASSIGNMENT_TYPES, OBSERVATION_MODES, TTESS_LEVELS, ttessDimensionLabel, type AssignmentType } from 'shared-domain';
import styled from 'styled-components';
import { FieldGroup, FormGrid, SelectField, TextAreaField, TextField } from 'shared-ui';
import type { SupervisionInput } from '../api/record-supervision';

const StyledGroup = styled(FieldGroup)`
  margin-top: ${({ theme }) => theme.space.md};
  & > legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledDimension = styled(FieldGroup)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  & > legend {
    font-weight: 600;
  }
`;

export interface TtessFieldsProps {
  form: UseFormReturn<SupervisionInput>;
  /** The dimensions the program observes for the chosen assignment type, in rubric order. */
  dimensions: readonly string[];
  assignmentType: AssignmentType;
  onAssignmentType: (type: AssignmentType) => void;
  /** Minutes observed, from the start and end times (minutesObserved); null until both are given in order. */
  minutes: number | null;
}

/**
 * The T-TESS part of the observation form: the observed times (the minutes follow from them), the pre- and
 * post-conference, a level and evidence for each dimension the program observes, strengths and areas to grow.
 * A dimension left without a level is not part of this observation.
 */
export function TtessFields({ form, dimensions, assignmentType, onAssignmentType, minutes }: TtessFieldsProps) {
  const { register } = form;
  const errors = form.formState.errors.ttess;
  return (
    <>
      <FormGrid columns={2}>
        <TextField label="Start time" type="time" required {...register('ttess.startTime')} error={errors?.startTime?.message} />
        <TextField label="End time" type="time" required {...register('ttess.endTime')} error={errors?.endTime?.message} />
      </FormGrid>
      <p role="status">{minutes === null ? 'Minutes observed: give the start and end times' : `Minutes observed: ${minutes}`}</p>
      {(['preConference', 'postConference'] as const).map((c) => (
        <StyledGroup key={c} legend={c === 'preConference' ? 'Pre-conference' : 'Post-conference (written feedback)'}>
          <FormGrid columns={3}>
            <TextField label="Date" type="date" {...register(`ttess.${c}.date`)} error={errors?.[c]?.date?.message} />
            <TextField label="Time" type="time" {...register(`ttess.${c}.time`)} error={errors?.[c]?.time?.message} />
            <SelectField label="In person or virtual" options={OBSERVATION_MODES} {...register(`ttess.${c}.mode`)} />
          </FormGrid>
        </StyledGroup>
      ))}
      <StyledGroup legend="T-TESS dimensions">
        <SelectField
          label="Assignment type"
          hint="Decides which dimensions the program observes (system settings)"
          options={ASSIGNMENT_TYPES}
          value={assignmentType}
          onChange={(e) => onAssignmentType(e.target.value as AssignmentType)}
        />
        {dimensions.map((id, i) => (
          <StyledDimension key={id} legend={ttessDimensionLabel(id)}>
            <FormGrid columns={2}>
              <SelectField
                label="Level"
                placeholder="Not observed"
                options={[...TTESS_LEVELS].reverse()}
                {...register(`ttess.ratings.${i}.level`)}
                error={errors?.ratings?.[i]?.level?.message}
              />
              <TextAreaField
                label="Evidence"
                rows={2}
                maxLength={2000}
                {...register(`ttess.ratings.${i}.evidence`)}
                error={errors?.ratings?.[i]?.evidence?.message}
              />
            </FormGrid>
          </StyledDimension>
        ))}
      </StyledGroup>
      <FormGrid columns={2}>
        <TextAreaField label="Strengths" rows={3} maxLength={5000} {...register('ttess.strengths')} error={errors?.strengths?.message} />
        <TextAreaField
          label="Areas to grow"
          rows={3}
          maxLength={5000}
          {...register('ttess.areasToGrow')}
          error={errors?.areasToGrow?.message}
        />
      </FormGrid>
    </>
  );
}
