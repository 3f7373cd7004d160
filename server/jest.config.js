module.exports = { ...require('../jest.preset.js')(__dirname, { env: 'node' }), testTimeout: 30000 };
