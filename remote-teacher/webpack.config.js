const { createConfig } = require('../webpack.common');

// Built and deployed on its own: the shell finds remoteEntry.js at the URL given in its runtime config.
module.exports = createConfig({
  name: 'remote_teacher',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
