import { style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';

export const homeLink = style({ '@layer': { [components]: { textDecoration: 'none' } } });
