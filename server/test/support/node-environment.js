// jest's node environment plus Node's own `require` for modules that must load outside the sandbox:
// PGlite's Emscripten loader uses dynamic import() (node:module, fs/promises), which jest's VM refuses
// without --experimental-vm-modules. jest also replaces the 'module' core module inside the sandbox, so the
// real createRequire has to come from here.
const { TestEnvironment } = require('jest-environment-node');
const { createRequire } = require('node:module');

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nativeRequire = createRequire(__filename);
  }
}

module.exports = ServerTestEnvironment;
