import type { ImportMapping } from 'shared-domain';
import type { ImportAnswer } from '../api/import-teachers';

/** A dry run's answer and the mapping it was checked with. */
export interface ImportPreview {
  mapping: ImportMapping;
  result: ImportAnswer;
}

/** 'all' imports only when every row is valid; 'valid' leaves the rows with problems out. */
export type ImportChoice = 'valid' | 'all';

export interface ImportState {
  file: File | null;
  headers: string[];
  sample: string[];
  mapping: ImportMapping;
  preview: ImportPreview | null;
  /** The commit's answer: the import has ended and shows its summary. */
  done: ImportAnswer | null;
  /** What the upload under way is doing, shown beside its progress. */
  busy: string | null;
  progress: number | null;
  error: string | null;
  confirm: ImportChoice | null;
  /** A new key empties the file input for 'Import another file'. */
  fileKey: number;
}

export type ImportAction =
  | { type: 'fileChosen'; file: File | null }
  | { type: 'failed'; message: string }
  | { type: 'sending'; what: string }
  | { type: 'progressed'; fraction: number }
  | { type: 'sent'; error?: string }
  | { type: 'headersRead'; headers: string[]; sample: string[]; mapping: ImportMapping }
  | { type: 'columnMapped'; header: string; path: string }
  | { type: 'mappingRefused'; message: string }
  | { type: 'checked'; preview: ImportPreview }
  | { type: 'confirmOpened'; choice: ImportChoice }
  | { type: 'confirmClosed' }
  | { type: 'commitRefused'; preview: ImportPreview }
  | { type: 'imported'; preview: ImportPreview }
  | { type: 'startedOver' };

export const initialImportState: ImportState = {
  file: null,
  headers: [],
  sample: [],
  mapping: {},
  preview: null,
  done: null,
  busy: null,
  progress: null,
  error: null,
  confirm: null,
  fileKey: 0,
};

/** The import's steps: a file → its columns mapped → a preview (dry run) → the commit → its summary. */
export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'fileChosen':
      return { ...state, file: action.file, preview: null, done: null, headers: [] };
    case 'failed':
      return { ...state, error: action.message };
    case 'sending':
      return { ...state, busy: action.what, error: null, progress: 0 };
    case 'progressed':
      return { ...state, progress: action.fraction };
    case 'sent':
      return { ...state, busy: null, progress: null, error: action.error ?? state.error };
    case 'headersRead':
      return { ...state, headers: action.headers, sample: action.sample, mapping: action.mapping };
    case 'columnMapped':
      return { ...state, mapping: { ...state.mapping, [action.header]: action.path } };
    case 'mappingRefused':
      return { ...state, preview: null, error: action.message };
    case 'checked':
      return { ...state, preview: action.preview };
    case 'confirmOpened':
      return { ...state, confirm: action.choice };
    case 'confirmClosed':
      return { ...state, confirm: null };
    case 'commitRefused':
      return { ...state, preview: action.preview, error: action.preview.result.message ?? 'Nothing was imported' };
    case 'imported':
      return {
        ...state,
        done: action.preview.result,
        preview: { mapping: action.preview.mapping, result: { ...action.preview.result, dryRun: true } },
      };
    case 'startedOver':
      return { ...state, file: null, preview: null, done: null, headers: [], error: null, fileKey: state.fileKey + 1 };
  }
}

/** What the steps show, read from the state. */
export function importView(state: ImportState) {
  const result = state.preview?.result ?? null;
  const invalidRows = result ? new Set(result.errors.map((e) => e.row)).size : 0;
  const validRows = result ? result.created + result.updated + result.unchanged : 0;
  // The columns were changed after the dry run: its preview no longer says what an import would do.
  const stale = state.preview !== null && JSON.stringify(state.preview.mapping) !== JSON.stringify(state.mapping);
  const busy = state.busy !== null;
  return {
    result,
    invalidRows,
    validRows,
    stale,
    showMapping: state.file !== null && state.headers.length > 0,
    canImportAll: !(busy || stale || invalidRows > 0 || validRows === 0),
    canImportValid: !(busy || stale || validRows === 0),
  };
}
