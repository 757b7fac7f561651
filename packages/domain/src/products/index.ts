export * from './filters';
export * from './layout';
export * from './price';
