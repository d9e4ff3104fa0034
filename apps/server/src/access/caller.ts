import type { AccountTier } from '../subscription/tier';

/** The member a request or socket event acts for, as the access layer loaded them (access/members.ts). */
export interface Caller {
  id: string;
  email: string;
  nickname: string;
  baseTier: string;
  tier: AccountTier;
  premium: boolean;
  isVerified: boolean;
  passwordHash: string;
  plan: string | null;
  paidUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  settings: Record<string, unknown>;
  /**
   * The version of the member row this caller was read from (PostgreSQL's `xmin`: every update of the row changes
   * it). A write can confirm the member is unchanged since the read (decision 0072). Absent when not read so.
   */
  version?: string;
}
