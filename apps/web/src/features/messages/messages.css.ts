import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

const phone = 'screen and (max-width: 767px)';

/** The page's frame: MessagesLayout fills it (the panes scroll inside). */
export const page = style({
  blockSize: 'max(480px, calc(var(--vh, 1vh) * 100 - 220px))',
  '@media': {
    [phone]: {
      blockSize: 'calc(var(--vh, 1vh) * 100 - 126px)',
      minBlockSize: '420px',
      marginInline: `calc(-1 * ${vars.space['4']})`,
      marginBlock: `calc(-1 * ${vars.space['6']})`,
    },
  },
});

/** The sidebar's content (the list, and the pull-to-refresh indicator above it on a phone). */
export const sidebarBody = style({
  flex: 1,
  minBlockSize: 0,
  blockSize: '100%',
  display: 'flex',
  flexDirection: 'column',
});

export const main = style({ flex: 1, minBlockSize: 0, blockSize: '100%', display: 'flex', flexDirection: 'column' });

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  background: vars.color.bg.canvas,
});

export const log = style({
  flex: 1,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const center = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['6'],
  textAlign: 'center',
});

/** The page's heading for assistive technology (the list's own heading shows the same word). */
export const srOnly = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
