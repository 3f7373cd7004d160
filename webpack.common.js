/**
 * The shared webpack factory: every app (the shell and the four remotes) calls createConfig.
 * TypeScript/TSX through swc-loader; Module Federation (@module-federation/enhanced) with one set of shared singletons.
 * Pitfalls (see ../shared/STACK-NOTES.md): no hash in output.filename of a federated app; the host needs publicPath '/'.
 */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('./package.json');

const ROUTER_FACADE = path.join(__dirname, 'webpack.router-spa.mjs');
// React Router's production build (its package exports only the development one, which keeps dev warnings).
// (The plugin adds it by its resolved CommonJS path.)
const MF_INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [require.resolve('@module-federation/enhanced')],
});
const MF_INJECT_RUNTIME_ESM = path.join(path.dirname(MF_INJECT_RUNTIME_CJS), 'index.js');
const REACT_ROUTER_PROD = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

// React's API from Preact (preact/compat, issue 20): the apps are written and tested against React 19's API; in the
// browser the shared react and react-dom singletons are Preact's (8.6 KB brotli for core, hooks and compat,
// against 57 KB for react and react-dom). Preact's own entry points are shared singletons too, so no remote can
// bundle a second Preact core (its hooks would not run). The tests under jest keep React itself.
const PREACT = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};
const PREACT_ENTRIES = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/jsx-runtime',
  'preact/compat/jsx-runtime',
];

const dep = (name) => {
  for (const ws of ['shell', 'shared-auth', 'shared-ui', 'shared-domain', 'shared-staff']) {
    const p = require(`./${ws}/package.json`);
    if (p.dependencies && p.dependencies[name]) return p.dependencies[name];
  }
  return rootPkg.devDependencies[name];
};

/** One copy of each of these is loaded in the browser: the shell provides them, the remotes reuse them. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'styled-components',
  '@tanstack/react-query',
  'shared-auth',
  'shared-auth/query',
  'shared-ui',
];
// shared-domain and zod are not shared: they are stateless (constants, schemas, pure functions), and a
// shared module cannot be tree-shaken, so each app bundles only the parts it imports, in the chunks that use them.

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('react/') || name.startsWith('react-dom/') ? name.split('/')[0] : name;
    const version = name.startsWith('shared-') ? '1.0.0' : require(`${pkg}/package.json`).version;
    shared[name] = { singleton: true, requiredVersion: name.startsWith('shared-') ? '1.0.0' : dep(pkg) || false, version };
  }
  const preact = require('preact/package.json').version;
  for (const name of PREACT_ENTRIES) shared[name] = { singleton: true, requiredVersion: dep('preact'), version: preact };
  // React Router is shared as a facade of its single-page-app API, so the rest of it is tree-shaken away.
  shared['react-router-dom'].import = ROUTER_FACADE;
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.name federation name (shell | remote_public | ...)
 * @param {string} o.dir the app's folder
 * @param {Record<string,string>} [o.exposes] modules a remote exposes
 * @param {boolean} [o.host] true for the shell
 */
function createConfig({ name, dir, exposes, host = false }) {
  return (env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        // OUTPUT_PATH lets a remote be rebuilt into another deployment folder (see README, e2e redeploy test).
        path: process.env.OUTPUT_PATH || path.join(dir, 'dist'),
        // Entry files keep stable names (they are served no-cache); chunks are content-hashed (served immutable).
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        chunkLoadTimeout: 120_000, // product spec §9
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          // The plugin that provides the federation runtime to the remotes is loaded by require(), which pulls
          // in the CommonJS build of the runtime beside the ES build the rest of the federation code uses: two
          // copies in the shell's main.js. Its ES build shares the one runtime.
          [`${MF_INJECT_RUNTIME_CJS}$`]: MF_INJECT_RUNTIME_ESM,
          ...PREACT,
          ...(prod
            ? {
                'react-router$': path.join(REACT_ROUTER_PROD, 'index.mjs'),
                'react-router/dom$': path.join(REACT_ROUTER_PROD, 'dom-export.mjs'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            // The workspace packages are TypeScript sources: compile them too.
            exclude: /node_modules[\\/](?!shared-)/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          remotes: host ? {} : undefined,
          shared: sharedConfig(),
          dts: false,
          manifest: !host,
          // The federation runtime ships once, in the shell; the remotes use the shell's copy.
          // The shell loads remotes by their remoteEntry.js (no manifest snapshots) in browsers only: the runtime's
          // snapshot plugin and its Node.js loading code are left out of the first JavaScript.
          experiments: host
            ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
            : { externalRuntime: true },
        }),
        // A label an operator can see in the page (e.g. the footer) to tell which build of a remote is live.
        new DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.PORTAL_BUILD_LABEL || '') }),
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'public/index.html'),
            scriptLoading: 'defer',
          }),
      ].filter(Boolean),
      optimization: { moduleIds: 'deterministic', chunkIds: prod ? 'deterministic' : 'named' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: undefined,
    };
  };
}

module.exports = { createConfig, SINGLETONS };
