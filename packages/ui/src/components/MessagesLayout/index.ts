export * from './MessagesLayout';
