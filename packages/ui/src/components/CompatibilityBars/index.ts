export { CompatibilityBars, compatibilityFactors } from './CompatibilityBars';
export type { CompatibilityBarsProps, CompatibilityFactor } from './CompatibilityBars';
