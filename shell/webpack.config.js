const path = require('path');
const { createConfig } = require('../webpack.common');

// The host: no remotes at build time. Their URLs come from /app-config.json at run time (src/remotes.ts).
const shell = createConfig({ name: 'shell', dir: __dirname, host: true });

/**
 * The service worker (src/service-worker.ts), built after the shell into the same folder as /sw.js: a plain script
 * for the worker's global scope, outside Module Federation (it shares nothing with the pages).
 */
const serviceWorker = (env, argv) => {
  const prod = argv.mode !== 'development';
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    mode: prod ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/service-worker.ts' },
    devtool: false,
    output: { path: process.env.OUTPUT_PATH || path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]s$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

module.exports = [(env, argv) => ({ ...shell(env, argv), name: 'shell' }), serviceWorker];
