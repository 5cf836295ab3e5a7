import type { User, UserAddress, UserAddressInput } from "~/api/auth-schemas";
import { attachUserToCart, createAddress, getWebProfile, updateAddress } from "~/api/auth.server";
import type { CartSession } from "~/api/cart-schemas";
import type { PlatformContext } from "~/api/client.server";
import type { AddressFields, AddressStep } from "~/forms/checkout";

// A signed-in shopper's checkout addresses live on the account: the form starts from them, and
// what is sent is saved back (the delivery address as "shipping", the billing one as "main"),
// each updated when the account has one of that type, else created.

function fieldsOf(address: UserAddress): AddressFields {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    contactEmail: address.contactEmail,
    contactPhone: address.contactPhone,
    country: address.country?.code ?? "HR",
    city: address.city,
    street: address.street,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode,
  };
}

const ofType = (user: User, type: UserAddress["type"]) => user.addresses.find((address) => address.type === type);

/** The address step as the account fills it, or null when the account has no address yet. */
export function checkoutAddressOfAccount(user: User): Omit<AddressStep, "intent"> | null {
  const main = ofType(user, "main");
  const delivery = ofType(user, "shipping") ?? main;
  if (!delivery) return null;
  const billing = ofType(user, "billing") ?? main ?? delivery;
  const differentBilling = billing.id !== delivery.id && JSON.stringify(fieldsOf(billing)) !== JSON.stringify(fieldsOf(delivery));
  return { shipping: fieldsOf(delivery), billing: fieldsOf(billing), differentBilling, companyMode: false };
}

async function saveAddress(ctx: PlatformContext, user: User, type: "shipping" | "main", fields: AddressFields): Promise<User> {
  const input: UserAddressInput = { type, ...fields };
  const existing = ofType(user, type);
  return existing ? updateAddress(ctx, existing.id, input) : createAddress(ctx, input);
}

/** Saves the step's addresses on the account and makes the account the cart's checkout user. */
export async function saveCheckoutAddressesOnAccount(ctx: PlatformContext, cart: CartSession, step: AddressStep): Promise<{ id: number; email: string }> {
  let user = await getWebProfile(ctx);
  user = await saveAddress(ctx, user, "shipping", step.shipping);
  user = await saveAddress(ctx, user, "main", step.billing);
  const { user: checkoutUser } = await attachUserToCart(ctx, cart);
  return checkoutUser;
}
