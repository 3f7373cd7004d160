import styled from 'styled-components';
import type { StaffArea } from 'shared-domain';
import { BackLink, PageHeader } from 'shared-ui/staff';
import { teacherPaths } from '../paths';
import { CommitStep } from './steps/commit-step';
import { ImportProblems } from './steps/import-problems';
import { MapColumnsStep } from './steps/map-columns-step';
import { PreviewStep } from './steps/preview-step';
import { SummaryStep } from './steps/summary-step';
import { UploadStep } from './steps/upload-step';
import { useImportSteps } from './use-import-steps';

export { SUMMARY_LINKS } from './record-links';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
const StyledProgress = styled.progress`
  width: 100%;
  height: 0.75rem;
`;

/** /admin/teachers/import: a CSV or Excel file → column mapping → preview (dry run) → import → summary. */
export default function TeacherImportScreen({ role }: { role: StaffArea }) {
  const paths = teacherPaths(role);
  const steps = useImportSteps();
  const { state, view } = steps;
  const { file, preview, done } = state;
  const busy = state.busy !== null;
  const problems = (heading?: string) =>
    file &&
    preview && (
      <ImportProblems fileName={file.name} headers={state.headers} mapping={preview.mapping} result={preview.result} heading={heading} />
    );

  return (
    <StyledStack>
      <BackLink to={paths.list.getHref()} label="Teachers" />
      <PageHeader title="Import Teachers" subtitle="Bring records in from a CSV or Excel (.xlsx) spreadsheet" />
      <UploadStep fileKey={state.fileKey} disabled={busy} onFile={(f) => void steps.chooseFile(f)} />
      {state.progress !== null && (
        <div role="status">
          <p>{state.busy}</p>
          <StyledProgress aria-label="Upload progress" max={1} value={state.progress} />
        </div>
      )}
      {state.error && (
        <p role="alert">
          <strong>Problem: </strong>
          {state.error}
        </p>
      )}
      {view.showMapping && (
        <MapColumnsStep
          headers={state.headers}
          sample={state.sample}
          mapping={state.mapping}
          stale={view.stale}
          busy={busy}
          onMap={steps.mapColumn}
          onCheck={() => void steps.checkAgain()}
        />
      )}
      {file && preview && done && (
        <SummaryStep done={done} detailHref={paths.detail.getHref} listHref={paths.list.getHref()} onStartOver={steps.startOver}>
          {problems(`Rows left out (${view.invalidRows}) and why`)}
        </SummaryStep>
      )}
      {file && preview && !done && (
        <PreviewStep result={preview.result} invalidRows={view.invalidRows}>
          {problems()}
          <CommitStep
            result={preview.result}
            invalidRows={view.invalidRows}
            canImportAll={view.canImportAll}
            canImportValid={view.canImportValid}
            confirm={state.confirm}
            onAsk={steps.askToImport}
            onClose={steps.closeConfirm}
            onCommit={(choice) => void steps.commit(choice)}
          />
        </PreviewStep>
      )}
    </StyledStack>
  );
}
