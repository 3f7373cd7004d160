import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, useAuthStore } from 'shared-auth';
import {
  apiPaths,
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  EVIDENCE_MESSAGES,
  formatDate,
  isFormKind,
  type DocumentVersion,
  type TeacherDocuments,
  documentOrigin,
  documentState as kindState,
  RECORDED_BEFORE_PORTAL,
} from 'shared-domain';
import {
  Badge,
  Button,
  EmptyState,
  FieldShell,
  LoadingText,
  ProblemSummary,
  useFieldIds,
  useToast,
  VisuallyHidden,
  type BadgeTone,
} from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { useSummaryErrors } from 'shared-ui/summary-errors';
import { downloadDocument } from '../../api/download-document';
import { useMyDocuments } from '../../api/get-my-documents';
import { useUploadDocument } from '../../api/upload-document';
import { useMyTeacherId } from '../../api/use-my-teacher-id';
import { request } from '../../api/request';
import { QueryState } from '../../components/query-state';

export const DOCUMENTS_FAILED = 'Your documents could not be loaded.';
const MAX_MB = DOCUMENT_LIMITS.maxFileBytes / 1024 / 1024;

type Kind = TeacherDocuments['kinds'][number];

/** A version's state as every screen words it (shared-domain's documentState; the colour repeats the text). */
export function documentState(v: DocumentVersion | null, requireVerification: boolean): { text: string; tone: BadgeTone } {
  const s = kindState(v?.status, requireVerification);
  return { text: s.word, tone: s.tone };
}

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledReason = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.danger.fg};
  background: ${({ theme }) => theme.colors.danger.bg};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  p {
    margin: 0;
  }
`;
const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  input[type='file'] {
    max-width: 100%;
    font: inherit;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  progress {
    width: 100%;
    max-width: 24rem;
  }
`;
const StyledVersions = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    overflow-wrap: anywhere;
  }
`;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** What the browser can tell before sending (the server decides by the file's content). */
export function fileProblem(file: File): string | null {
  if (file.size > DOCUMENT_LIMITS.maxFileBytes) return `${file.name} is ${sizeText(file.size)}: ${EVIDENCE_MESSAGES.fileTooLarge}.`;
  if (file.size === 0) return `${file.name} is empty. ${EVIDENCE_MESSAGES.fileRequired}.`;
  return null;
}

function Download({ version, label }: { version: DocumentVersion; label: string }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const go = async () => {
    setBusy(true);
    try {
      await downloadDocument(version);
    } catch (err) {
      toast.show(errorMessage(err, 'The file could not be downloaded. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={() => void go()} aria-label={label}>
      Download
    </Button>
  );
}

function Upload({ teacherId, kind }: { teacherId: string; kind: Kind }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // A chosen file the browser can already tell is refused (its size) says so at once, at the field.
  const [picked, setPicked] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const problems = useSummaryErrors<'file'>({ fieldOf: () => 'file' });
  const upload = useUploadDocument(teacherId);
  const toast = useToast();
  const again = kind.current !== null;
  const hint = `PDF, JPEG or PNG, up to ${MAX_MB} MB. On a phone you can take a photo of the page.`;
  const error = problems.errors.file ?? picked ?? undefined;
  const { inputId, hintId, errorId, aria } = useFieldIds(`${id}-file`, hint, error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    const problem = file ? fileProblem(file) : `${EVIDENCE_MESSAGES.fileRequired}.`;
    if (problem) return problems.show({ file: problem });
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { kind: kind.kind, file, onProgress: setProgress },
      {
        onSuccess: (v) => {
          toast.show(`${kind.label}: version ${v.version} uploaded (${v.fileName})`, 'success');
          setFile(null);
          if (input.current) input.current.value = '';
        },
        // Whatever the server says of an upload is about the file: at the field, naming the file (not as 'name: …', which
        // reads as a field's code name and is dropped).
        onError: (err) =>
          problems.show({ file: `${file.name} was not uploaded: ${errorMessage(err, 'The upload failed. Please try again.')}` }),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <StyledForm onSubmit={submit} aria-label={`Upload ${kind.label}`} noValidate>
      <ProblemSummary {...problems.summary} />
      <FieldShell
        inputId={inputId}
        hintId={hintId}
        errorId={errorId}
        label={again ? `Upload a new version of ${kind.label}` : `Upload ${kind.label}`}
        hint={hint}
        error={error}
        // The mark says the document is required of the teacher: an optional one's upload carries none.
        required={isFormKind(kind.kind)}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          name="file"
          accept={DOCUMENT_ACCEPT}
          {...aria}
          onChange={(e) => {
            problems.fix('file');
            const f = e.target.files?.[0] ?? null;
            setFile(f);
            setPicked(f ? fileProblem(f) : null);
          }}
        />
      </FieldShell>
      {/* Said as well as shown: a file refused as it is chosen, before any submit. */}
      <VisuallyHidden role="status">{picked && !problems.errors.file ? picked : ''}</VisuallyHidden>
      {progress !== null && (
        <div>
          <progress max={1} value={progress} aria-label={`Uploading ${kind.label}`} />
          <p aria-live="polite">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
      <div>
        <Button type="submit" busy={upload.isPending}>
          {again ? 'Upload new version' : 'Upload'}
        </Button>
      </div>
    </StyledForm>
  );
}

function DocumentCard({ teacherId, kind, requireVerification }: { teacherId: string; kind: Kind; requireVerification: boolean }) {
  const me = useAuthStore((s) => s.user?.email);
  const who = (email: string) => (email === me ? 'you' : email);
  const c = kind.current;
  const state = documentState(c, requireVerification);
  return (
    <Section title={kind.label} level={2} id={`document-${kind.kind}`}>
      <StyledRow>
        <Badge tone={isFormKind(kind.kind) ? 'blue' : 'gray'}>{isFormKind(kind.kind) ? 'Required' : 'Optional'}</Badge>
        <Badge tone={state.tone}>{state.text}</Badge>
      </StyledRow>
      {c ? (
        <>
          <StyledRow>
            <span>
              Version {c.version}: {c.downloadUrl ? `${c.fileName} (${sizeText(c.size)}), ` : ''}
              {documentOrigin(c, who)} on {formatDate(c.uploadedAt)}
              {c.status === 'verified' && c.reviewedAt ? `; verified on ${formatDate(c.reviewedAt)}` : ''}
            </span>
            {c.downloadUrl && <Download version={c} label={`Download ${kind.label} version ${c.version}`} />}
          </StyledRow>
          {c.status === 'returned' && (
            <StyledReason>
              <p>
                <strong>Returned{c.reviewedAt ? ` on ${formatDate(c.reviewedAt)}` : ''}. What to fix:</strong>
              </p>
              <p>{c.returnReason}</p>
              <p>Upload a corrected file below.</p>
            </StyledReason>
          )}
          {!c.downloadUrl && c.status !== 'returned' && <p>{RECORDED_BEFORE_PORTAL}</p>}
        </>
      ) : (
        <p>Not uploaded yet.</p>
      )}
      <Upload teacherId={teacherId} kind={kind} />
      {kind.versions.length > 1 && (
        <details>
          <summary>All versions ({kind.versions.length})</summary>
          <StyledVersions reversed>
            {kind.versions.map((v) => {
              const s = documentState(v, requireVerification);
              return (
                <li key={v._id}>
                  Version {v.version}: {v.downloadUrl ? `${v.fileName}, ` : ''}
                  {formatDate(v.uploadedAt)}, {documentOrigin(v, who)}: {s.text}
                  {v.status === 'returned' && v.returnReason ? ` (${v.returnReason})` : ''}{' '}
                  {v.downloadUrl && <Download version={v} label={`Download ${kind.label} version ${v.version}`} />}
                </li>
              );
            })}
          </StyledVersions>
        </details>
      )}
    </Section>
  );
}

function Documents({ teacherId, data }: { teacherId: string; data: TeacherDocuments }) {
  return (
    <StyledStack>
      <PageHeader
        title="My documents"
        subtitle={
          data.requireVerification
            ? 'Upload your forms and documents; the program reviews each one and tells you if anything must be fixed.'
            : 'Upload your forms and documents.'
        }
      />
      {data.kinds.length === 0 ? (
        <EmptyState>No documents are asked of you.</EmptyState>
      ) : (
        data.kinds.map((k) => <DocumentCard key={k.kind} teacherId={teacherId} kind={k} requireVerification={data.requireVerification} />)
      )}
    </StyledStack>
  );
}

/** /teacher/documents: each document with its current version, its review, an upload and every version. */
export function DocumentsPage() {
  const teacherId = useMyTeacherId();
  const query = useMyDocuments(teacherId);
  if (!teacherId) return <LoadingText />;
  return (
    <QueryState query={query} message={DOCUMENTS_FAILED} request={request(apiPaths.teacherDocuments(teacherId))}>
      {(data) => <Documents teacherId={teacherId} data={data} />}
    </QueryState>
  );
}
