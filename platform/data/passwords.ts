import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

// Passwords as scrypt hashes (node:crypto's defaults: N 16384, r 8, p 1) with a 16-byte salt
// of their own. Handlers use the asynchronous form so a hash does not stop other requests.

const KEY_LENGTH = 64;

export type PasswordHash = { hash: string; salt: string };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)))
  );
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { hash: (await derive(password, salt)).toString("hex"), salt: salt.toString("hex") };
}

/** For the seed, which runs in one synchronous transaction. */
export function hashPasswordSync(password: string): PasswordHash {
  const salt = randomBytes(16);
  return { hash: scryptSync(password.normalize("NFC"), salt, KEY_LENGTH).toString("hex"), salt: salt.toString("hex") };
}

/** Compares in constant time. Without a stored hash (unknown user) it still does the work, so timing tells nothing. */
export async function verifyPassword(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const salt = stored ? Buffer.from(stored.salt, "hex") : randomBytes(16);
  const derived = await derive(password, salt);
  if (!stored) return false;
  const expected = Buffer.from(stored.hash, "hex");
  return expected.length === derived.length && timingSafeEqual(expected, derived);
}
