// '@kindred/ui/chat': the chat components, imported by the app's lazy messages and chat-panel chunks so that
// their styles load with them, not on every page (decision 0109).
export * from './components/MessageBubble';
export * from './components/MessageList';
export * from './components/ConversationList';
export * from './components/ChatInput';
export * from './components/ChatHeader';
export * from './components/ChatPremiumBanner';
export * from './components/ChatLoadState';
export * from './components/ChatPanel';
export * from './components/MessagesLayout';
