import styled from 'styled-components';
import { FORM_DOCUMENT_KINDS, documentState, type Teacher } from 'shared-domain';
import { Badge, LoadingText } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useTeacherDocuments } from '../../evidence/api';
import { versionText } from '../../evidence/documents-panel';
import { extraAnchor } from '../section-nav';
import { sectionAnchor } from './record-sections';

const StyledItem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Each intern form's one state, read from the record's documents (the state word Documents and the teacher read). */
function FormsFromDocuments({ teacherId }: { teacherId: string }) {
  const docs = useTeacherDocuments(teacherId);
  if (docs.isPending) return <LoadingText />;
  if (docs.isError) return <p>The forms could not be loaded: see Documents below.</p>;
  const kinds = docs.data.kinds.filter((k) => (FORM_DOCUMENT_KINDS as readonly string[]).includes(k.kind));
  return (
    <>
      {kinds.map((k) => {
        const state = documentState(k.current?.status, docs.data.requireVerification);
        return (
          <StyledItem key={k.kind}>
            <StyledHead>
              <strong>{k.label}</strong>
              <Badge tone={state.tone}>{state.word}</Badge>
            </StyledHead>
            {k.current && <p>{versionText(k.current)}</p>}
          </StyledItem>
        );
      })}
      <p>
        <a href={`#${extraAnchor('documents')}`}>Upload, record a paper form, verify or return them on Documents</a>
      </p>
    </>
  );
}

/**
 * The two intern forms as the record's documents hold them: a view, never edited here (uploads, paper forms seen
 * before the portal, verification and returns are on Documents). A record not saved yet has no documents.
 */
export function FormsStatusSection({ record }: { record?: Pick<Teacher, '_id'> }) {
  return (
    <Section id={sectionAnchor('forms')} title="Forms Status">
      {record ? (
        <FormsFromDocuments teacherId={record._id} />
      ) : (
        <p>Once the record is saved, upload the forms, or record a paper form seen, on its Documents.</p>
      )}
    </Section>
  );
}
