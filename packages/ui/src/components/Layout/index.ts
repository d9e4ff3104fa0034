export {
  Box,
  Stack,
  Inline,
  spaceKeys,
  layoutElements,
  alignValues,
  justifyValues,
  boxBackgrounds,
  boxRadii,
} from './Layout';
export type { BoxProps, StackProps, InlineProps, SpaceKey, LayoutElement } from './Layout';
