export * from './common';
export * from './auth';
export * from './school';
export * from './supervisor';
export * from './teacher';
export * from './request';
export * from './misc';
export * from './compliance';
