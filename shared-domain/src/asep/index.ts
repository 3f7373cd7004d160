export * from './year';
export * from './layout';
export * from './records';
export * from './problems';
export * from './exceptions';
export * from './indicators';
export * from './schemas';
export * from './kept-lines';
