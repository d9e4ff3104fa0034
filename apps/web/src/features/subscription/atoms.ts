import type { SubscriptionPlan } from '@kindred/core';
import { atom } from 'jotai';
import type { SubscriptionStatus } from './api';

export const billingAtom = atom<SubscriptionPlan>('yearly');
export const statusAtom = atom<SubscriptionStatus | null>(null);
