import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// The rules eslint.config.mjs spreads in (loading that file itself needs ESM dynamic import, which jest's VM lacks).
import { boundaries } from '../../../scripts/lint-boundaries.mjs';

const ROOT = join(__dirname, '../../..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries(ROOT)],
});

/** The messages of linting `code` as if it were the file at `path` (relative to the repository). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('features do not import each other', () => {
  it.each([
    ['remote-admin/src/features/dashboard/dashboard-page.tsx', "import { ComplianceSummary } from '../compliance/compliance-summary';"],
    ['remote-admin/src/features/dashboard/api/get-dashboard.ts', "import { useCompliance } from '../../compliance/api';"],
    ['remote-admin/src/features/dashboard/__tests__/x.test.tsx', "import JobsPage from '../../jobs/jobs-page';"],
    ['remote-school/src/features/requests/requests-page.tsx', "import { x } from '../../features/dashboard/x';"],
    ['remote-admin/src/features/outbox/outbox-page.tsx', "import { AdminSettings } from '../staff-pages';"],
  ])('%s: %s fails lint', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Features do not import each other/)]);
  });

  it.each([
    ['remote-admin/src/features/dashboard/dashboard-page.tsx', "import { AlertsPanel } from './alerts-panel';"],
    ['remote-admin/src/features/dashboard/charts/charts.tsx', "import { useDashboard } from '../api/get-dashboard';"],
    ['remote-admin/src/features/dashboard/dashboard-page.tsx', "import { StyledStack } from '../../components/details-list';"],
    ['remote-admin/src/features/dashboard/dashboard-page.tsx', "import { paths } from '../../paths';"],
    ['remote-admin/src/routes.tsx', "import { ComplianceSummary } from './features/compliance/compliance-summary';"],
    ['remote-admin/src/features/dashboard/dashboard-page.tsx', "import { Section } from 'shared-ui';"],
  ])('%s: %s is fine', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([]);
  });
});

describe('shared packages do not import apps', () => {
  it.each([
    ['shared-staff/src/teachers/pages.tsx', "import { paths } from '../../../remote-admin/src/paths';"],
    ['shared-ui/src/define-area.tsx', "import { RemoteArea } from 'shell/src/remote-area';"],
    ['shared-auth/src/store.ts', "import { x } from 'remote-public/src/routes';"],
  ])('%s: %s fails lint', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Shared packages do not import apps/)]);
  });
});

describe('shared-ui makes no API call', () => {
  it.each([
    ["import { api } from 'shared-auth';", 'no-restricted-imports'],
    ["import { apiFetch, useAuth } from 'shared-auth';", 'no-restricted-imports'],
    ["import { useQuery } from '@tanstack/react-query';", 'no-restricted-imports'],
    ["import { queryClient } from 'shared-auth/query';", 'no-restricted-imports'],
    ["export const load = () => fetch('/api/teachers/all');", 'no-restricted-globals'],
    ["export const load = () => window.fetch('/api/teachers/all');", 'no-restricted-properties'],
  ])('%s fails lint', async (code, rule) => {
    expect(await lint('shared-ui/src/list-panel.tsx', `${code}\n`)).toEqual([
      expect.stringMatching(new RegExp(`^${rule}: .*shared-ui makes no API call`)),
    ]);
  });

  it('the session (useAuth) and the error helpers are fine', async () => {
    expect(await lint('shared-ui/src/list-panel.tsx', "import { useAuth, applyFieldErrors } from 'shared-auth';\n")).toEqual([]);
  });
});

describe('the shared packages build on each other in order: shared-domain -> shared-auth -> shared-ui -> shared-staff', () => {
  it.each([
    ['shared-domain/src/supervision/compliance.ts', "import { useAuth } from 'shared-auth';"],
    ['shared-domain/src/index.ts', "import { theme } from 'shared-ui';"],
    ['shared-auth/src/store.ts', "import { Button } from 'shared-ui';"],
    ['shared-auth/src/store.ts', "import { Button } from '../../shared-ui/src/button';"],
    ['shared-auth/src/query.tsx', "import { TeacherEditPage } from 'shared-staff';"],
    ['shared-ui/src/card.tsx', "import { QueryErrorPanel } from 'shared-staff';"],
    ['shared-ui/src/__tests__/card.test.tsx', "import { teacherKeys } from 'shared-staff';"],
  ])('%s: %s fails lint', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*the shared packages build on each other in the order/),
    ]);
  });

  it.each([
    ['shared-auth/src/store.ts', "import { STORAGE_KEYS } from 'shared-domain';"],
    ['shared-ui/src/card.tsx', "import { useAuth } from 'shared-auth';"],
    ['shared-ui/src/__tests__/card.test.tsx', "import { renderWithProviders } from 'shared-auth/testing';"],
    ['shared-staff/src/teachers/pages.tsx', "import { Section } from 'shared-ui/staff';"],
    ['shared-staff/src/teachers/pages.tsx', "import { api } from 'shared-auth';"],
    ['remote-admin/src/features/staff-pages.tsx', "import { TeacherEditPage } from 'shared-staff';"],
    ['shell/src/app.tsx', "import { UiProvider } from 'shared-ui';"],
  ])('%s: %s is fine', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([]);
  });

  it.each([
    ['shared-domain/src/index.ts', "import type { Database } from '../../server/src/db/types';"],
    ['shared-staff/src/teachers/pages.tsx', "import { buildApp } from 'server/src/app';"],
  ])('%s: %s fails lint (no shared package imports the server)', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Shared packages do not import the server/),
    ]);
  });

  it('no shared package imports an app', async () => {
    expect(await lint('shared-staff/src/teachers/pages.tsx', "import { paths } from 'remote-admin/src/paths';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Shared packages do not import apps/),
    ]);
  });
});

describe('the server imports shared-domain only', () => {
  it.each([
    ['server/src/routes/teachers/index.ts', "import { api } from 'shared-auth';"],
    ['server/src/services/mail.ts', "import { theme } from 'shared-ui';"],
    ['server/test/support/fixtures.ts', "import { makeTeacher } from 'shared-staff/src/test/harness';"],
    ['server/src/app.ts', "import { paths } from '../../remote-admin/src/paths';"],
  ])('%s: %s fails lint', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*The server imports shared-domain only/),
    ]);
  });

  it("server/src does not import server/scripts; the scripts and the server's tests import server/src", async () => {
    expect(await lint('server/src/backup/backup.ts', "import { seedDemo } from '../../scripts/seed/demo';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*server\/src does not import server\/scripts/),
    ]);
    expect(await lint('server/scripts/seed/demo.ts', "import type { Database } from '../../src/db/types';\n")).toEqual([]);
    expect(await lint('server/test/support/template.ts', "import { seedDemo } from '../../scripts/seed/demo';\n")).toEqual([]);
  });

  it('shared-domain and its own files are fine', async () => {
    expect(await lint('server/src/app.ts', "import { MESSAGES } from 'shared-domain';\nimport { loadEnv } from './env';\n")).toEqual([]);
  });
});

describe("shared-staff's features do not import each other", () => {
  it.each([
    [
      'shared-staff/src/teachers/record/use-teacher-edit.ts',
      "import { assignmentInput } from '../../supervisors/assignment/teacher-assignment-editor';",
    ],
    [
      'shared-staff/src/supervisors/assignment/teacher-assignment-editor.tsx',
      "import { useSchools } from '../../schools/api/get-schools';",
    ],
    ['shared-staff/src/teachers/record/sections/certification-section.tsx', "import { useSystemSettings } from '../../../settings';"],
    ['shared-staff/src/teachers/__tests__/teacher-list.test.tsx', "import { SchoolListPage } from '../../schools';"],
    ['shared-staff/src/teachers/pages.tsx', "import { SystemSettingsPage } from '..';"],
    ['shared-staff/src/teachers/pages.tsx', "import { SystemSettingsPage } from '../index';"],
  ])('%s: %s fails lint', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*shared-staff's features do not import each other/),
    ]);
  });

  it.each([
    ['shared-staff/src/teachers/record/use-teacher-edit.ts', "import { assignmentInput } from '../../lib/assignment-values';"],
    ['shared-staff/src/teachers/record/use-teacher-edit.ts', "import { teacherKeys } from '../api/query-keys';"],
    ['shared-staff/src/teachers/__tests__/teacher-list.test.tsx', "import { renderWithProviders } from '../../test/harness';"],
    ['shared-staff/src/__tests__/teacher-assignment-editor.test.tsx', "import { TeacherEditPage } from '../teachers';"],
    ['shared-staff/src/index.ts', "export * from './supervisors';"],
  ])('%s: %s is fine', async (path, code) => {
    expect(await lint(path, `${code}\n`)).toEqual([]);
  });
});
