import { build } from 'esbuild';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import { createUsersRepository } from '../../src/repositories/users-repository';
import { hashPassword } from '../../src/services/passwords';
import { openEmptyDatabase } from '../support/empty-database';
import { call, DEMO_PASSWORD, EMAILS, testEnv, useTestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..', '..');

describe('no known password in a deployment', () => {
  it('the environment asks for no demo data unless SEED=demo says so', () => {
    expect(loadEnv({}).SEED).toBe('none');
    expect(loadEnv({ NODE_ENV: 'production' }).SEED).toBe('none');
    expect(loadEnv({ SEED: 'demo' }).SEED).toBe('demo');
  });

  it("the server's bundle holds no seed: server.ts's imports do not reach server/scripts (the seeds), and no demo password", async () => {
    const out = await build({
      absWorkingDir: ROOT,
      entryPoints: ['server/src/server.ts'],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
      outfile: 'server.js',
    });
    const inputs = Object.keys(out.metafile.inputs);
    expect(inputs).toContain('server/src/app.ts');
    expect(inputs.filter((f) => /^server\/scripts\//.test(f))).toEqual([]);
    expect(out.outputFiles[0].text).not.toContain(DEMO_PASSWORD);
  });

  describe('a new database', () => {
    let empty: Awaited<ReturnType<typeof openEmptyDatabase>>;
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      empty = await openEmptyDatabase();
      app = await buildApp({ env: testEnv({ SEED: 'demo' }), db: empty.db, closeDb: false });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await empty?.drop();
    });
    const flag = async () => {
      const [file, api] = [await call(app, 'GET', '/app-config.json'), await call(app, 'GET', '/api/config')];
      expect(api.body.demoData).toBe(file.body.demoData);
      return file.body.demoData;
    };

    it('gets no accounts from the server, even with SEED=demo; no banner', async () => {
      expect(await flag()).toBe(false);
      const signIn = await call(app, 'POST', '/api/auth/signin', { body: { email: EMAILS.admin, password: DEMO_PASSWORD } });
      expect(signIn.status).toBe(401);
    });

    it('takes a first admin from create-admin (its repository call) and no banner comes with it', async () => {
      expect(await createUsersRepository(empty.db).upsertAdmin('first@district.example', await hashPassword('first-admin-pass'))).toBe(
        'created',
      );
      const signIn = await call(app, 'POST', '/api/auth/signin', {
        body: { email: 'first@district.example', password: 'first-admin-pass' },
      });
      expect(signIn.status).toBe(200);
      expect(await flag()).toBe(false);
    });
  });

  describe('the demo data loaded by the seed', () => {
    const t = useTestApp();
    it('says so in app-config.json and /api/config, for the banner', async () => {
      expect((await call(t.app, 'GET', '/app-config.json')).body.demoData).toBe(true);
      expect((await call(t.app, 'GET', '/api/config')).body.demoData).toBe(true);
    });
  });
});
