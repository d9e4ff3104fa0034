export * from './MessageList';
