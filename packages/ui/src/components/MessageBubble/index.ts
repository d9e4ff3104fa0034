export * from './MessageBubble';
export * from './fromMessage';
