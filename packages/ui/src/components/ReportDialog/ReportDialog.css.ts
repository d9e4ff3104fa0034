import { style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';

export const body = style({ '@layer': { [components]: { overflowY: 'auto', minBlockSize: 0 } } });
