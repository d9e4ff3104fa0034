import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

type NullTree<T> = { [K in keyof T]: T[K] extends string ? null : NullTree<T[K]> };

function toContractShape<T extends object>(tree: T): NullTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContractShape(value as object),
    ]),
  ) as NullTree<T>;
}

/** The theme contract; its shape is derived from the light tokens so themes cannot drift. */
export const vars = createThemeContract(toContractShape(lightTokens));
