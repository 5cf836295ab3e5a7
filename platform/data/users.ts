import type { User, UserAddress, UserAddressInput, UserAddressType } from "../accounts-contract";
import type { Address } from "../checkout-contract";
import { now, type Db } from "../db/index";
import { HttpError } from "../http/envelope";
import type { AuthUser } from "../http/auth";
import type { PasswordHash } from "./passwords";

// The sites' users and their addresses (docs/platform-api.md, Accounts). The callers run these
// inside one transaction per request.

export const USER_EXISTS = "User already exist.";
export const ADDRESS_MISSING = "Address missing.";

export type UserRow = {
  id: number;
  site_id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  member_card_barcode: string | null;
  password_hash: string;
  password_salt: string;
  is_backoffice: 0 | 1;
  email_verified_at: string | null;
};

type AddressRow = {
  id: number;
  type: UserAddressType;
  first_name: string;
  last_name: string;
  contact_email: string;
  contact_phone: string;
  country: string;
  country_id: number | null;
  city: string;
  street: string;
  house_number: string;
  zip_code: string;
  region: string | null;
  company_name: string | null;
  company_oib: string | null;
};

export function findUser(db: Db, siteId: number, id: number): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ? AND site_id = ?").get(id, siteId) as UserRow | undefined;
}

/** The site's user with this e-mail, in any case. */
export function findUserByEmail(db: Db, siteId: number, email: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE site_id = ? AND email = ?").get(siteId, email.trim()) as UserRow | undefined;
}

export function passwordOf(row: UserRow): PasswordHash {
  return { hash: row.password_hash, salt: row.password_salt };
}

/** What an access token says about the user. */
export function authUserOf(row: UserRow): AuthUser {
  return {
    id: row.id,
    siteId: row.site_id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    isBackofficeUser: row.is_backoffice === 1,
  };
}

function addressRows(db: Db, userId: number): AddressRow[] {
  return db
    .prepare(
      `SELECT a.*, c.id AS country_id FROM user_addresses a LEFT JOIN countries c ON c.code = a.country
        WHERE a.user_id = ? ORDER BY a.id`
    )
    .all(userId) as AddressRow[];
}

function toAddress(row: AddressRow): UserAddress {
  return {
    id: row.id,
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    country: { id: row.country_id ?? 0, code: row.country },
    city: row.city,
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    // Optional fields are left out, not null, when not set.
    ...(row.region === null ? {} : { region: row.region }),
    ...(row.company_name === null ? {} : { companyName: row.company_name }),
    ...(row.company_oib === null ? {} : { companyOIB: row.company_oib }),
  };
}

export function toUser(db: Db, row: UserRow): User {
  const backoffice = row.is_backoffice === 1;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    emailVerified: row.email_verified_at !== null,
    details: { firstName: row.first_name, lastName: row.last_name },
    company: row.company_name ? { name: row.company_name } : null,
    memberCardBarcode: row.member_card_barcode,
    isBackofficeUser: backoffice,
    scope: backoffice ? ["web", "backoffice"] : ["web"],
    addresses: addressRows(db, row.id).map(toAddress),
  };
}

export type NewUser = {
  email: string;
  username?: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  memberCardBarcode?: string | null;
  password: PasswordHash;
  verified: boolean;
  isBackoffice?: boolean;
};

function emailTaken(db: Db, siteId: number, email: string, exceptUserId = 0): boolean {
  return db.prepare("SELECT 1 FROM users WHERE site_id = ? AND email = ? AND id <> ?").get(siteId, email, exceptUserId) !== undefined;
}

/** A new user of the site; an e-mail (any case) the site knows: 400 `User already exist.`. */
export function createUser(db: Db, siteId: number, input: NewUser): UserRow {
  if (emailTaken(db, siteId, input.email)) throw new HttpError(400, USER_EXISTS);
  return db
    .prepare(
      `INSERT INTO users (site_id, email, username, first_name, last_name, company_name, member_card_barcode,
                          password_hash, password_salt, is_backoffice, email_verified_at)
       VALUES (@siteId, @email, @username, @firstName, @lastName, @companyName, @barcode, @hash, @salt, @backoffice, @verifiedAt)
       RETURNING *`
    )
    .get({
      siteId,
      email: input.email,
      username: input.username ?? input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName ?? null,
      barcode: input.memberCardBarcode ?? null,
      hash: input.password.hash,
      salt: input.password.salt,
      backoffice: input.isBackoffice ? 1 : 0,
      verifiedAt: input.verified ? now() : null,
    }) as UserRow;
}

export type ProfileChanges = {
  email: string;
  username?: string;
  details: { firstName: string; lastName: string };
  memberCardBarcode: string | null;
};

/** Profile update; another user's e-mail: 400 `User already exist.`. A username left out stays. */
export function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): void {
  if (emailTaken(db, user.site_id, changes.email, user.id)) throw new HttpError(400, USER_EXISTS);
  db.prepare(
    `UPDATE users SET email = ?, username = ?, first_name = ?, last_name = ?, member_card_barcode = ?, updated_at = ?
      WHERE id = ?`
  ).run(
    changes.email,
    changes.username ?? user.username,
    changes.details.firstName,
    changes.details.lastName,
    changes.memberCardBarcode,
    now(),
    user.id
  );
}

/** Adds an address, or changes the user's address `addressId` (another user's or unknown: 404 `Not found`). */
export function saveUserAddress(db: Db, userId: number, input: UserAddressInput, addressId?: number): void {
  const values = {
    userId,
    type: input.type,
    firstName: input.firstName,
    lastName: input.lastName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    country: input.country,
    city: input.city,
    street: input.street,
    houseNumber: input.houseNumber,
    zipCode: input.zipCode,
    region: input.region ?? null,
    companyName: input.companyName ?? null,
    companyOib: input.companyOIB ?? null,
    at: now(),
  };
  if (addressId === undefined) {
    db.prepare(
      `INSERT INTO user_addresses (user_id, type, first_name, last_name, contact_email, contact_phone, country, city,
                                   street, house_number, zip_code, region, company_name, company_oib)
       VALUES (@userId, @type, @firstName, @lastName, @contactEmail, @contactPhone, @country, @city, @street,
               @houseNumber, @zipCode, @region, @companyName, @companyOib)`
    ).run(values);
    return;
  }
  const changed = db
    .prepare(
      `UPDATE user_addresses SET type = @type, first_name = @firstName, last_name = @lastName,
              contact_email = @contactEmail, contact_phone = @contactPhone, country = @country, city = @city,
              street = @street, house_number = @houseNumber, zip_code = @zipCode, region = @region,
              company_name = @companyName, company_oib = @companyOib, updated_at = @at
        WHERE id = @id AND user_id = @userId`
    )
    .run({ ...values, id: addressId });
  if (changed.changes === 0) throw new HttpError(404, "Not found");
}

export function setPassword(db: Db, userId: number, password: PasswordHash): void {
  db.prepare("UPDATE users SET password_hash = ?, password_salt = ?, updated_at = ? WHERE id = ?").run(
    password.hash,
    password.salt,
    now(),
    userId
  );
}

/** Confirms the user's e-mail (once; a later confirmation keeps the first time). */
export function markEmailVerified(db: Db, userId: number): void {
  db.prepare("UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?").run(now(), userId);
}

/** An address row (a guest's or an account's) as an order keeps it. */
export const toOrderAddress = (
  type: Address["type"],
  row: Pick<AddressRow, "first_name" | "last_name" | "contact_email" | "contact_phone" | "country" | "city" | "street" | "house_number" | "zip_code">
): Address => ({
  type,
  firstName: row.first_name,
  lastName: row.last_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  country: row.country,
  city: row.city,
  street: row.street,
  houseNumber: row.house_number,
  zipCode: row.zip_code,
});

/**
 * A signed-in user as an order keeps them: the delivery address is the account's `shipping`
 * address, else its `main`; the billing address its `billing`, else `main`, else the delivery
 * address (the latest of each type). No address: 400 `Address missing.`. The company is the
 * billing address's, when it names both company and OIB.
 */
export function accountSnapshot(
  db: Db,
  userId: number
): { email: string; firstName: string; lastName: string; company: { name: string; oib: string } | null; addresses: Address[] } | undefined {
  const user = db.prepare("SELECT * FROM users WHERE id = ?").get(userId) as UserRow | undefined;
  if (!user) return undefined;
  const rows = addressRows(db, userId);
  const latest = (type: UserAddressType) => rows.filter((row) => row.type === type).at(-1);
  const delivery = latest("shipping") ?? latest("main");
  if (!delivery) throw new HttpError(400, ADDRESS_MISSING);
  const billing = latest("billing") ?? latest("main") ?? delivery;
  return {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    company:
      billing.company_name && billing.company_oib ? { name: billing.company_name, oib: billing.company_oib } : null,
    addresses: [toOrderAddress("shipping", delivery), toOrderAddress("billing", billing)],
  };
}
