import './layers.css';
import './reset.css';
import './lightTheme.css';
import './darkTheme.css';

export { vars } from './contract.css';
export { themeClassNames } from './themeClasses';
