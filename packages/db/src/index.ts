export * from './client';
export { isContentEmpty } from './content';
export { migrationsFolder } from './migrations-folder';
export * from './schema';
export { refreshSearchCommonWords, refreshSearchDocuments } from './search';
