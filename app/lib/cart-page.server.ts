import type { Cart } from "~/api/cart-schemas";
import type { ProductCard } from "~/api/catalog-schemas";
import type { PlatformContext } from "~/api/client.server";
import type { CartPageData } from "~/components/cart/cart-view";
import { readMemberCard } from "~/sessions/member-card.server";
import { getSession } from "~/sessions/session.server";
import { loadCart } from "./cart.server";
import { findProduct } from "./product-page.server";

const CROSS_SELL_SHOWN = 3;

/** What the cart's products suggest, leaving out what is already in the cart. */
async function crossSellFor(ctx: PlatformContext, cart: Cart): Promise<ProductCard[]> {
  const slugs = [...new Set(cart.items.map((item) => item.productData.mainProductSlug || item.productData.slug))];
  const inCart = new Set(slugs);
  const found = await Promise.all(slugs.slice(0, 3).map((slug) => findProduct(ctx, slug).catch(() => null)));
  const suggestions = new Map<number, ProductCard>();
  for (const product of found.flatMap((entry) => entry?.product.crossSellProducts ?? [])) {
    if (!inCart.has(product.slug)) suggestions.set(product.id, product);
  }
  return [...suggestions.values()].slice(0, CROSS_SELL_SHOWN);
}

export async function loadCartPage(ctx: PlatformContext, request: Request): Promise<CartPageData> {
  const [{ cart }, session, savedMemberCard] = await Promise.all([loadCart(ctx, request), getSession(request), readMemberCard(request)]);
  return {
    cart,
    instructions: session.get("instructions") ?? "",
    // SPEC 4: a member card applies only for a signed-in visitor with a cart session.
    memberCardAllowed: Boolean(cart && session.get("accessToken")),
    // The profile's member card, offered in the form (SPEC 4, Profile update keeps the cookie).
    savedMemberCard: ctx.user ? savedMemberCard : null,
    crossSell: cart ? await crossSellFor(ctx, cart) : [],
  };
}
