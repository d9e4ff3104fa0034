import { createContext, type ComponentType } from 'react';

/**
 * Places where one member feature shows another's part without importing it (features do not import each
 * other): the members-only routes (app/routes/RequireAuth) provide the parts, each a lazy component, and the
 * screens render them where their slot is. Empty outside the members-only routes.
 */
export interface MemberSlots {
  /** The stories strip on the dashboard (features/stories). */
  dashboardStories?: ComponentType;
  /** A member's stories thumbnail in the profile modal (features/stories). */
  profileStories?: ComponentType<{ memberId: string }>;
}

export const MemberSlotsContext = createContext<MemberSlots>({});
