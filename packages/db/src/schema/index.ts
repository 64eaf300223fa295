export * from './accounts';
export * from './articles';
export * from './collections';
export * from './events';
export * from './media';
export * from './members';
export * from './reading';
export * from './taxonomy';
