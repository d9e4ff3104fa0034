export * from './ChatInput';
