export * from './ConversationList';
