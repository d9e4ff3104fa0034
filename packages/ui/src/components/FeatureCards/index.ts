export { FeatureCards, featureKinds } from './FeatureCards';
export type { FeatureCardsProps, FeatureCardItem, FeatureKind } from './FeatureCards';
