/** Kindred's spacing scale (a 4 px grid). Its own module so components that only need the keys at run time
 * do not carry every colour of both themes into the first load. */
export const space = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
} as const;
