export * from './ChatPremiumBanner';
