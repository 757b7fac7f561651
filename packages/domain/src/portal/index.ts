export * from './actions';
export * from './columns';
export * from './dates';
export * from './filters';
export * from './money';
export * from './navigation';
export * from './tables';
export * from './history';
