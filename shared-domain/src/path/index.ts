export * from './stages';
export * from './business-days';
export * from './observation';
export * from './requirements';
export * from './clocks';
export * from './schemas';
export * from './view';
export * from './pipeline';
