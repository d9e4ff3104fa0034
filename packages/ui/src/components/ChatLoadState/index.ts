export * from './ChatLoadState';
