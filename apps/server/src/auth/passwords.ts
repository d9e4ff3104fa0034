import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the @node-rs/argon2 default algorithm) with OWASP-recommended cost (decisions: Accounts). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A real hash of nothing, verified when the email is unknown, so timing does not reveal which emails exist. */
let dummy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('kindred-timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
