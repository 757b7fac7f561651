export * from './distance';
export * from './results';
export * from './place-query';
