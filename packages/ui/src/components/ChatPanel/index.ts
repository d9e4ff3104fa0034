export * from './ChatPanel';
