export * from './ChatHeader';
