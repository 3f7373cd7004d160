export * from './constants';
export * from './summary';
export * from './schemas';
export * from './messages';
