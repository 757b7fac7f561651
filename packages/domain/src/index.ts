export * from './constants';
export * from './permissions';
export * from './errors';
export * from './wishlist';
export * from './forms';
export * from './shop';
export * from './portal';
export * from './content-tags';
