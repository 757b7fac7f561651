export * from './flow';
export * from './contact';
