import { useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from 'shared-auth';
import { IMPORT_MAX_BYTES, type ImportMapping } from 'shared-domain';
import { useToast } from 'shared-ui';
import { uploadTeacherImport } from '../api/import-teachers';
import { teacherKeys } from '../api/query-keys';
import { mappingProblem, startMapping } from './import-mapping';
import { importReducer, importView, initialImportState, type ImportChoice } from './import-steps';
import { rememberMapping } from './import-storage';

/** The import's state and the steps' actions, each upload sent with its progress and its error shown. */
export function useImportSteps() {
  const client = useQueryClient();
  const toast = useToast();
  const [state, dispatch] = useReducer(importReducer, initialImportState);

  const send = async (what: string, f: File, m: ImportMapping, o: { dryRun: boolean; skipInvalid?: boolean }) => {
    dispatch({ type: 'sending', what });
    try {
      const answer = await uploadTeacherImport(f, m, o, (fraction) => dispatch({ type: 'progressed', fraction }));
      dispatch({ type: 'sent' });
      return answer;
    } catch (err) {
      dispatch({ type: 'sent', error: errorMessage(err, 'The file could not be read. Please try again.') });
      return null;
    }
  };

  const check = async (f: File, m: ImportMapping) => {
    const problem = mappingProblem(m);
    if (problem) {
      dispatch({ type: 'mappingRefused', message: problem });
      return;
    }
    rememberMapping(m);
    const answer = await send('Checking every row…', f, m, { dryRun: true });
    if (answer) dispatch({ type: 'checked', preview: { mapping: m, result: answer.result } });
  };

  const chooseFile = async (f: File | null) => {
    dispatch({ type: 'fileChosen', file: f });
    if (!f) return;
    if (f.size > IMPORT_MAX_BYTES) {
      dispatch({ type: 'failed', message: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB` });
      return;
    }
    // The server reads the headers (no spreadsheet parser in the browser), then the remembered or matched mapping is checked.
    const answer = await send('Reading the file…', f, {}, { dryRun: true });
    if (!answer) return;
    const m = startMapping(answer.result.headers);
    dispatch({ type: 'headersRead', headers: answer.result.headers, sample: answer.result.sample, mapping: m });
    await check(f, m);
  };

  const commit = async (choice: ImportChoice) => {
    dispatch({ type: 'confirmClosed' });
    const { file, preview } = state;
    if (!file || !preview) return;
    const answer = await send('Importing…', file, preview.mapping, { dryRun: false, skipInvalid: choice === 'valid' });
    if (!answer) return;
    const next = { mapping: preview.mapping, result: answer.result };
    if (answer.refused) {
      dispatch({ type: 'commitRefused', preview: next });
      return;
    }
    dispatch({ type: 'imported', preview: next });
    await client.invalidateQueries({ queryKey: teacherKeys.all });
    toast.show(`Imported: ${answer.result.created} created, ${answer.result.updated} updated`, 'success');
  };

  return {
    state,
    view: importView(state),
    chooseFile,
    mapColumn: (header: string, path: string) => dispatch({ type: 'columnMapped', header, path }),
    checkAgain: () => (state.file ? check(state.file, state.mapping) : Promise.resolve()),
    askToImport: (choice: ImportChoice) => dispatch({ type: 'confirmOpened', choice }),
    closeConfirm: () => dispatch({ type: 'confirmClosed' }),
    commit,
    startOver: () => dispatch({ type: 'startedOver' }),
  };
}
