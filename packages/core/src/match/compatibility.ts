/**
 * Compatibility score (docs/product/browse-and-profiles.md): 25 for the same location; age difference ≤ 5 → 25, ≤ 10 → 15, otherwise 5;
 * 10 per shared interest capped at 50; total capped at 100. Factor bars: location 100% or 30%; age 90%, 60% or 30%;
 * interests 20% per shared interest capped at 100%.
 */
export interface CompatibilityInput {
  location?: string | null | undefined;
  age?: number | null | undefined;
  interests?: readonly string[] | null | undefined;
}

export interface Compatibility {
  score: number;
  factors: { location: number; age: number; interests: number };
  commonInterests: string[];
}

const normaliseLocation = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

export function commonInterests(a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) {
  const other = new Set((b ?? []).map((i) => i.toLowerCase()));
  return [...new Set(a ?? [])].filter((i) => other.has(i.toLowerCase()));
}

export function compatibility(viewer: CompatibilityInput, other: CompatibilityInput): Compatibility {
  const loc = normaliseLocation(viewer.location);
  const sameLocation = loc !== '' && loc === normaliseLocation(other.location);
  const hasAges = typeof viewer.age === 'number' && typeof other.age === 'number';
  const ageDiff = hasAges ? Math.abs((viewer.age as number) - (other.age as number)) : Number.POSITIVE_INFINITY;
  const shared = commonInterests(viewer.interests, other.interests);

  const locationPoints = sameLocation ? 25 : 0;
  const agePoints = ageDiff <= 5 ? 25 : ageDiff <= 10 ? 15 : 5;
  const interestPoints = Math.min(shared.length * 10, 50);

  return {
    score: Math.min(locationPoints + agePoints + interestPoints, 100),
    factors: {
      location: sameLocation ? 100 : 30,
      age: ageDiff <= 5 ? 90 : ageDiff <= 10 ? 60 : 30,
      interests: Math.min(shared.length * 20, 100),
    },
    commonInterests: shared,
  };
}
