// Its own entry ('shared-ui/summary-errors'), not in shared-ui/staff: only the teacher's area uses it, and a federation
// shared module is loaded whole, so in shared-ui/staff it weighed on every staff page's first load (the dashboard's).
import { useCallback, useMemo, useState } from 'react';
import { ApiError, errorMessage } from 'shared-auth';
import { withoutFieldCode, type FormProblem, type ProblemSummaryProps } from 'shared-ui';

/** What a check needs of a schema: zod's `safeParse` (typed by shape, so any zod schema fits and none is imported). */
export interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface SummaryErrorsOptions<F extends string> {
  /**
   * The form's field for a problem's path ('specializations.3' -> 'specializations'); undefined: no field of the form
   * shows it (it is listed in the summary without a link). Default: the path's first part.
   */
  fieldOf?: (path: string) => F | undefined;
}

export interface SummaryErrors<F extends string> {
  /** Each field's message, in words, for the field's `error` (the field shows it; the summary links to it). */
  errors: Partial<Record<F, string>>;
  /** For `<ProblemSummary {...summary} />`, first inside the form: appears after a failed submit and takes focus. */
  summary: Pick<ProblemSummaryProps, 'problems' | 'focusKey'>;
  /** A refusal that names no field (a conflict, a lost connection), for a `FormErrorBox` at the top of the form. */
  formError: string | undefined;
  /** Checks the values with the schema the request is sent with; false (and the problems shown) when they fail it. */
  check(schema: SafeParser, values: unknown): boolean;
  /** Shows the form's own problems (a check the schema cannot make, e.g. a file's size): a failed submit. */
  show(problems: Partial<Record<F, string>>): void;
  /** A refused call: its field errors at their fields and in the summary; any other message as the form's error. */
  refused(err: unknown, fallback: string): void;
  /** Before a submit: nothing shown. */
  clear(): void;
  /** A field edited after a failure: its message goes (the summary keeps the others and does not take focus). */
  fix(field: F): void;
}

interface State {
  problems: FormProblem[];
  formError?: string;
  failures: number;
}

const firstPart = (path: string) => path.split('.')[0];

/**
 * The errors of a form kept in React state (not react-hook-form), as GOV.UK shows them: the client's
 * checks from the shared-domain schema and the server's field errors, each problem once, at its field and in the
 * error summary at the top of the form, in words (a server message's field code is dropped).
 */
export function useSummaryErrors<F extends string>({
  fieldOf = firstPart as (path: string) => F | undefined,
}: SummaryErrorsOptions<F> = {}) {
  const [state, setState] = useState<State>({ problems: [], failures: 0 });

  const fail = useCallback(
    (problems: FormProblem[], formError?: string) =>
      setState((s) => ({
        // One problem per field: the first (a value may break several rules; the field shows one message).
        problems: problems.filter((p, i) => problems.findIndex((q) => q.path === p.path) === i),
        formError,
        failures: s.failures + 1,
      })),
    [],
  );
  const toProblem = useCallback(
    (path: string, message: string): FormProblem => ({
      path: fieldOf(path) ?? `root.${path || 'form'}`,
      message: withoutFieldCode(message),
    }),
    [fieldOf],
  );

  const clear = useCallback(
    () => setState((s) => (s.problems.length || s.formError ? { ...s, problems: [], formError: undefined } : s)),
    [],
  );
  const check = useCallback(
    (schema: SafeParser, values: unknown) => {
      const result = schema.safeParse(values);
      if (result.success) return true;
      fail(result.error.issues.map((i) => toProblem(i.path.map(String).join('.'), i.message)));
      return false;
    },
    [fail, toProblem],
  );
  const show = useCallback(
    (problems: Partial<Record<F, string>>) =>
      fail(Object.entries(problems).flatMap(([path, message]) => (message ? [toProblem(path, message as string)] : []))),
    [fail, toProblem],
  );
  const refused = useCallback(
    (err: unknown, fallback: string) => {
      const problems = err instanceof ApiError ? Object.entries(err.fieldErrors).map(([path, m]) => toProblem(path, m)) : [];
      // A refusal none of whose fields is on the form reads as the server's message (already in words).
      if (!problems.some((p) => !p.path.startsWith('root.'))) fail([], errorMessage(err, fallback));
      else fail(problems);
    },
    [fail, toProblem],
  );
  const fix = useCallback(
    (field: F) =>
      setState((s) => (s.problems.some((p) => p.path === field) ? { ...s, problems: s.problems.filter((p) => p.path !== field) } : s)),
    [],
  );

  return useMemo<SummaryErrors<F>>(() => {
    const errors: Partial<Record<F, string>> = {};
    for (const p of state.problems) if (!p.path.startsWith('root.')) errors[p.path as F] = p.message;
    return {
      errors,
      summary: { problems: state.problems, focusKey: state.failures },
      formError: state.formError,
      check,
      show,
      refused,
      clear,
      fix,
    };
  }, [state, check, show, refused, clear, fix]);
}

/**
 * A form's text values kept in React state with their problems (useSummaryErrors): `bind(name)` gives a field its
 * value, its message and an onChange that stores the text and takes the field's message away.
 */
export function useSummaryFields<V extends { [K in keyof V]: string }>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const problems = useSummaryErrors<Extract<keyof V, string>>();
  const bind = (name: Extract<keyof V, string>) => ({
    name,
    value: values[name],
    error: problems.errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      problems.fix(name);
    },
  });
  return { values, setValues, problems, bind };
}
