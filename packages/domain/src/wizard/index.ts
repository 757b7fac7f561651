export * from './flow';
