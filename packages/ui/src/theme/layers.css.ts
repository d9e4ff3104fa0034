import { layer } from '@vanilla-extract/css';

/** Cascade layers, declared in this order so overrides never depend on import order. */
export const reset = layer('kd-reset');
export const components = layer('kd-components');
export const utilities = layer('kd-utilities');
