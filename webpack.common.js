/**
 * The shared webpack factory: every app (the shell and the four remotes) calls createConfig.
 * TypeScript/TSX through swc-loader; Module Federation (@module-federation/enhanced) with one set of shared singletons.
 * Two Module Federation pitfalls: output.filename of a federated app carries no [contenthash] (the federation runtime
 * fails with "Path variable ... not implemented in this context"), so entry files keep '[name].js' and only chunks are
 * hashed; and the host needs publicPath '/' (with 'auto' a deep link such as /admin/teachers asks for /admin/main.js
 * and gets the SPA fallback), while the remotes keep 'auto'.
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
  'shared-ui/staff',
];
// shared-domain and zod are not shared: they are stateless (constants, schemas, pure functions), and a
// shared module cannot be tree-shaken, so each app bundles only the parts it imports, in the chunks that use them.

// shared-ui and shared-auth are the portal's own contracts: a remote built against another major of either fails
// loudly (strictVersion: the shell's remote error panel names the module and both versions) instead of receiving the
// shell's copy. Their version is their package.json's; SHARED_UI_VERSION builds an app that claims another one (the
// e2e version-skew test builds a remote against shared-ui 2.0.0 that way).
const STRICT = new Set(['shared-auth', 'shared-ui']);
const versionOf = (pkg) => {
  if (pkg === 'shared-ui' && process.env.SHARED_UI_VERSION) return process.env.SHARED_UI_VERSION;
  // The workspace packages by their folder (their exports do not include package.json).
  return require(pkg.startsWith('shared-') ? `./${pkg}/package.json` : `${pkg}/package.json`).version;
};

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = versionOf(pkg);
    const strict = STRICT.has(pkg);
    // What this app needs: the range in its package.json (the shared-* packages: the major it was built against).
    const requiredVersion = strict ? `^${version}` : dep(pkg) || false;
    shared[name] = { singleton: true, requiredVersion, version, ...(strict ? { strictVersion: true } : {}) };
  }
  // React Router is shared as a facade of its single-page-app API, so the rest of it is tree-shaken away.
  shared['react-router-dom'].import = ROUTER_FACADE;
  return shared;
}

/**
 * The shell's chunks: every page loads the same shared singletons and the shell's own code, so they come
 * in two files instead of nine: 'vendor' (React, React Router, styled-components, zustand) and 'app' (the shell,
 * shared-ui, shared-auth, the parts of shared-domain they use and the federation runtime's API the shell calls). Webpack's default split made nine requests (about
 * 0.4 KB of HTTP headers each) and copied shared-domain's constants into three of them. What only the staff areas
 * load (shared-ui/staff, shared-auth/query and what only they use) stays out of both, in chunks of its own.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|zustand|tslib|shallowequal|css-to-react-native|camelize|postcss-value-parser)[\\/]|webpack\.router-spa\.mjs$/;
// The modules that every page's boot loads: the shell's bootstrap and the two shared packages' main entries.
const BOOT_ROOT = /[\\/](shell[\\/]src[\\/]bootstrap\.tsx|shared-ui[\\/]src[\\/]index\.ts|shared-auth[\\/]src[\\/]index\.ts)$/;
/**
 * True for a source module in a chunk that every page loads (one holding a boot root); the vendor group takes
 * precedence. Only modules with a file: the federation's consume-shared modules must stay in chunks of their own
 * (in the chunk of the module they provide, loading that chunk would wait for itself and the page never boots).
 */
function loadedAtBoot(module, { chunkGraph }) {
  if (!module.resource) return false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module))
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) if (BOOT_ROOT.test(m.resource || '')) return true;
  return false;
}
const SHELL_CHUNKS = {
  default: false,
  defaultVendors: false,
  vendor: { test: VENDOR, name: 'vendor', chunks: 'async', enforce: true, priority: 10 },
  app: { test: loadedAtBoot, name: 'app', chunks: 'async', enforce: true },
};
/** The chunks the shell's index.html preloads: fetched beside main.js instead of after it has run. */
const SHELL_PRELOAD = ['vendor', 'app'];

/**
 * Adds <link rel="preload" as="script"> for the shell's boot chunks to index.html: without it they are requested
 * only once main.js has been downloaded and run (and, on a prerendered page, after the first frame).
 */
class PreloadBootChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunks', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        for (const name of SHELL_PRELOAD) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) continue;
          for (const file of chunk.files)
            if (file.endsWith('.js'))
              data.headTags.push({
                tagName: 'link',
                voidTag: true,
                meta: {},
                attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
              });
        }
        return data;
      });
    });
  }
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
        // OUTPUT_PATH lets a remote be rebuilt into another deployment folder (docs/deployment.md, the e2e redeploy test).
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
        host && prod && new PreloadBootChunks(),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: prod ? 'deterministic' : 'named',
        // The shell provides the shared singletons; every page loads them and the shell's own code, so the shell puts
        // them in two chunks (SHELL_CHUNKS). The remotes' own copies (fallbacks, not loaded) keep webpack's split.
        ...(host && prod ? { splitChunks: { cacheGroups: SHELL_CHUNKS } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: undefined,
    };
  };
}

module.exports = { createConfig, SINGLETONS };
