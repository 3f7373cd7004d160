const { createConfig } = require('../webpack.common');

// Built and deployed on its own: the shell finds remoteEntry.js at the URL given in its runtime config.
module.exports = createConfig({
  name: 'remote_admin',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
