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
