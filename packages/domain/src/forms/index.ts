export * from './rules';
export * from './name-order';
