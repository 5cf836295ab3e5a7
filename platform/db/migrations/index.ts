import { init } from "./0001-init";
import { catalogue } from "./0002-catalogue";
import { cart } from "./0003-cart";
import { checkout } from "./0004-checkout";
import { accounts } from "./0005-accounts";
import { content } from "./0006-content";

/**
 * A schema change the platform applies once. Migrations are TypeScript modules, not .sql
 * files, because the platform is bundled and must not read its source tree at run time.
 * A later module (catalogue, carts, accounts) adds its own file here with the next version.
 */
export type Migration = { version: number; name: string; sql: string };

export const migrations: readonly Migration[] = [init, catalogue, cart, checkout, accounts, content];
