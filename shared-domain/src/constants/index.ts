/** Business constants of product spec sections 3, 4 and 9, by domain: the one source of truth for server and remotes. */
export * from './roles';
export * from './record-choices';
export * from './rules';
export * from './defaults';
export * from './dashboard';
export * from './ui';
export * from './auth';
export * from './program';
export * from './limits';
export * from './browse';
export * from './teacher-area';
export * from './path';
export * from './ttess';
