export { AuthLayout, authLayoutWidths, authLayoutAligns } from './AuthLayout';
export type { AuthLayoutProps, AuthLayoutAside, AuthLayoutWidth } from './AuthLayout';
