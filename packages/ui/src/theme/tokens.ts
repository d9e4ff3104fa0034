import { space } from './space';

/**
 * Kindred's raw palette and token values. The only file that names colours by hue;
 * components use the semantic roles of `vars` (contract.css.ts).
 */
const palette = {
  rose50: '#FDF0F3',
  rose100: '#FBE3EA',
  rose300: '#F59AB1',
  rose400: '#F2708F',
  rose500: '#D9466B',
  rose600: '#B8325A',
  rose700: '#9A2449',
  rose900: '#3F1626',
  rose950: '#2B0712',
  ink950: '#140F14',
  ink900: '#1D171E',
  ink850: '#251E27',
  ink800: '#2F2731',
  ink700: '#463B48',
  ink500: '#7B6C78',
  ink400: '#A69AA3',
  ink300: '#C9BEC5',
  sand50: '#FBF7F5',
  sand100: '#F4EDEA',
  sand200: '#E9DEDB',
  sand700: '#5E4E56',
  sand900: '#25191F',
  white: '#FFFFFF',
  red700: '#B42318',
  red300: '#FF938A',
  redSoftLight: '#FDECEA',
  redSoftDark: '#3D1715',
  green700: '#166B43',
  green300: '#6FD3A0',
  greenSoftLight: '#E5F5EC',
  greenSoftDark: '#12301F',
  amber700: '#8A5300',
  amber300: '#F4C063',
  amberSoftLight: '#FDF1DC',
  amberSoftDark: '#35260A',
  blue700: '#1D5FA6',
  blue300: '#8CBBF2',
  blueSoftLight: '#E6F0FB',
  blueSoftDark: '#13263D',
} as const;

export const lightColors = {
  bg: {
    canvas: palette.sand50,
    surface: palette.white,
    surfaceRaised: palette.white,
    sunken: palette.sand100,
    overlay: 'rgba(29, 16, 23, 0.56)',
    accent: palette.rose600,
    accentHover: palette.rose700,
    accentSoft: palette.rose100,
    neutralSoft: palette.sand100,
    neutralSoftHover: palette.sand200,
    critical: palette.red700,
    criticalSoft: palette.redSoftLight,
    positive: palette.green700,
    positiveSoft: palette.greenSoftLight,
    caution: palette.amber700,
    cautionSoft: palette.amberSoftLight,
    info: palette.blue700,
    infoSoft: palette.blueSoftLight,
  },
  fg: {
    neutral: palette.sand900,
    secondary: palette.sand700,
    onAccent: palette.white,
    onCritical: palette.white,
    onPositive: palette.white,
    accent: palette.rose700,
    critical: palette.red700,
    positive: palette.green700,
    caution: palette.amber700,
    info: palette.blue700,
    link: palette.rose700,
  },
  border: {
    neutral: palette.sand200,
    strong: palette.ink500,
    focus: palette.rose600,
    critical: palette.red700,
  },
} as const;

export type ColorRoles = { [G in keyof typeof lightColors]: { [R in keyof (typeof lightColors)[G]]: string } };

export const darkColors: ColorRoles = {
  bg: {
    canvas: palette.ink950,
    surface: palette.ink900,
    surfaceRaised: palette.ink850,
    sunken: '#0E0A0E',
    overlay: 'rgba(0, 0, 0, 0.64)',
    accent: palette.rose400,
    accentHover: palette.rose300,
    accentSoft: palette.rose900,
    neutralSoft: palette.ink800,
    neutralSoftHover: palette.ink700,
    critical: palette.red300,
    criticalSoft: palette.redSoftDark,
    positive: palette.green300,
    positiveSoft: palette.greenSoftDark,
    caution: palette.amber300,
    cautionSoft: palette.amberSoftDark,
    info: palette.blue300,
    infoSoft: palette.blueSoftDark,
  },
  fg: {
    neutral: '#F6EEF1',
    secondary: palette.ink300,
    onAccent: palette.rose950,
    onCritical: '#2A0704',
    onPositive: '#04200F',
    accent: palette.rose300,
    critical: palette.red300,
    positive: palette.green300,
    caution: palette.amber300,
    info: palette.blue300,
    link: palette.rose300,
  },
  border: {
    neutral: palette.ink700,
    strong: palette.ink400,
    focus: palette.rose300,
    critical: palette.red300,
  },
};

const fontStack =
  '"Rubik", "Noto Sans Hebrew", "Noto Sans", "DejaVu Sans", system-ui, -apple-system, "Segoe UI", sans-serif';

/** Everything but colour is shared by both themes. */
export const lightTokens = {
  color: lightColors,
  space,
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    xl: '24px',
    full: '9999px',
  },
  font: {
    family: { body: fontStack, heading: fontStack },
    weight: { regular: '400', medium: '500', bold: '700' },
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '18px',
      xl: '22px',
      '2xl': '28px',
      '3xl': '36px',
    },
    lineHeight: {
      xs: '16px',
      sm: '20px',
      md: '24px',
      lg: '26px',
      xl: '30px',
      '2xl': '36px',
      '3xl': '44px',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(37, 25, 31, 0.08), 0 1px 1px rgba(37, 25, 31, 0.04)',
    md: '0 4px 12px rgba(37, 25, 31, 0.10), 0 1px 3px rgba(37, 25, 31, 0.06)',
    lg: '0 16px 40px rgba(37, 25, 31, 0.18), 0 4px 12px rgba(37, 25, 31, 0.08)',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
  touchableSize: '44px',
  focusRing: { width: '2px', offset: '2px' },
} as const;

export type ThemeTokens = Omit<typeof lightTokens, 'color'> & { color: ColorRoles };

export const darkTokens: ThemeTokens = { ...lightTokens, color: darkColors };
