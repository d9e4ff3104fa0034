import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeClassNames } from './themeClasses';
import { darkTokens } from './tokens';

createGlobalTheme(`.${themeClassNames.dark}`, vars, darkTokens);
globalStyle(`.${themeClassNames.dark}`, { colorScheme: 'dark' });
