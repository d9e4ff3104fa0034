import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeClassNames } from './themeClasses';
import { lightTokens } from './tokens';

createGlobalTheme(`.${themeClassNames.light}`, vars, lightTokens);
globalStyle(`.${themeClassNames.light}`, { colorScheme: 'light' });
