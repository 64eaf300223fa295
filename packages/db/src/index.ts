export * from './client';
export { publishedCommentCount, visibleTo } from './comment-visibility';
export { isContentEmpty } from './content';
export { migrationsFolder } from './migrations-folder';
export * from './schema';
export { refreshSearchCommonWords, refreshSearchDocuments } from './search';
