export * from './files';
export * from './application';
