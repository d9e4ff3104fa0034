import { style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';

export const form = style({ '@layer': { [components]: { display: 'flex', flexDirection: 'column' } } });
