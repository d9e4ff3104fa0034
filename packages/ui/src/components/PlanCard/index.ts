export { PlanCard, planCardTones } from './PlanCard';
export type { PlanCardProps } from './PlanCard';
