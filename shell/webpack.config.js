const { createConfig } = require('../webpack.common');

// The host: no remotes at build time. Their URLs come from /app-config.json at run time (src/remotes.ts).
module.exports = createConfig({ name: 'shell', dir: __dirname, host: true });
