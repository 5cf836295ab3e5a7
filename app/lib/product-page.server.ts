import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { deleteItem, getCheckoutSettings } from "~/api/cart.server";
import type { CartItem } from "~/api/cart-schemas";
import { checkBundle, getProduct } from "~/api/catalog.server";
import type { Product } from "~/api/catalog-schemas";
import { cachedRead, type PlatformContext } from "~/api/client.server";
import { recordFailedRequest } from "~/api/cms.server";
import { isApiError } from "~/api/errors";
import { addToCartSchema } from "~/forms/add-to-cart";
import { localizedHref } from "~/i18n/localized-href";
import { redirectWithToast } from "~/sessions/session.server";
import { readCartSession } from "~/sessions/cart-session.server";
import { addProductToCart, isLostCartSession, leaveLostCart, readCart } from "./cart.server";
import { notFound, throwPageError } from "./page-errors.server";
import { safeRedirectPath } from "./safe-redirect";
import { sanitizeHtml } from "./sanitize-html.server";
import { matchVariant, selectedAttributes } from "./variants";

/** A product with its description sanitized, and its bundle's choices, cached briefly: sanitizing is costly. */
export function findProduct(ctx: PlatformContext, slug: string) {
  return cachedRead(ctx, `product:${slug}`, async () => {
    const product = await getProduct(ctx, slug);
    if (!product) return null;
    const bundle = product.format === "Bundle" ? await checkBundle(ctx, product.id) : null;
    return { product: { ...product, description: sanitizeHtml(product.description) } as Product, bundle };
  });
}

async function requireProduct(ctx: PlatformContext, request: Request, slug: string | undefined) {
  const found = slug ? await findProduct(ctx, slug).catch(throwPageError) : null;
  if (!found) {
    await recordFailedRequest(ctx, new URL(request.url).pathname);
    throw notFound();
  }
  return found;
}

/** The product page (and bundle screen): the product, the variant chosen in the URL, the bundle's open choices. */
/** The visitor's cart lines of this product (any of its variants); none without a cart. Never fails the page. */
async function linesOfProduct(ctx: PlatformContext, request: Request, product: Product): Promise<CartItem[]> {
  try {
    const cart = (await readCart(ctx, request))?.cart;
    if (!cart) return [];
    return cart.items.filter((item) => item.productData.mainProductSlug === product.slug || item.productData.slug === product.slug);
  } catch {
    return [];
  }
}

export async function loadProductPage(ctx: PlatformContext, request: Request, slug: string | undefined) {
  const { product, bundle } = await requireProduct(ctx, request, slug);
  const search = new URL(request.url).searchParams;
  const cartLines = await linesOfProduct(ctx, request, product);
  // SPEC 2.1: ?cartItemId= selects an existing cart line: its variant and its options.
  const cartLine = cartLines.find((line) => String(line.itemId) === search.get("cartItemId")) ?? null;
  const lineVariant = cartLine ? product.associatedProducts.find((variant) => variant.id === cartLine.productId) : undefined;
  const selection = lineVariant ? { ...lineVariant.attributes } : selectedAttributes(product.associatedProductsAttributes, search);
  return {
    product,
    bundle,
    selection,
    variant: matchVariant(product, selection),
    inCart: cartLines.map((line) => ({ itemId: line.itemId, qty: line.qty })),
    cartLine: cartLine ? { itemId: cartLine.itemId, qty: cartLine.qty, personalizations: cartLine.options.personalizations } : null,
  };
}

/**
 * Remove from the cart on a product page: the chosen line, else the product's first line. SPEC 4:
 * the product must be in the cart, else 'core.notifications.itemNotInCart'.
 */
export async function removeFromCart(ctx: PlatformContext, request: Request, slug: string | undefined, formData: FormData) {
  const { product } = await requireProduct(ctx, request, slug);
  const back = safeRedirectPath(formData.get("redirectTo"), localizedHref("product", ctx.language, { slug: product.slug }));
  const lines = await linesOfProduct(ctx, request, product);
  const line = lines.find((candidate) => String(candidate.itemId) === formData.get("cartItemId")) ?? lines[0];
  const session = await readCartSession(request);
  if (!line || !session) return redirectWithToast(request, back, { type: "info", key: "core.notifications.itemNotInCart" });
  try {
    await deleteItem(ctx, session, line.itemId);
  } catch (error) {
    if (isLostCartSession(error)) return leaveLostCart(request, ctx, error);
    return redirectWithToast(request, back, { type: "error", key: "error.removeFromCartFailed" });
  }
  // The removed line can no longer be selected.
  const after = new URL(back, "http://storefront.invalid");
  after.searchParams.delete("cartItemId");
  return redirectWithToast(request, after.pathname + after.search, { type: "success", key: "core.notifications.removedFromCart" });
}

const PLATFORM_ERROR_KEYS: Record<string, string> = {
  "Configuration not set.": "core.notifications.configurationNotSet",
  "Invalid quantity.": "error.invalidQuantity",
};

/**
 * The add-to-cart POST: checked against the product's own form schema (quantity, options,
 * variant, bundle choices); wrong input re-renders the form with its errors (400), keeping what
 * the visitor entered. Then the platform adds it (a cart session is made on the first add) and
 * the deployment's cart-add behaviour decides (SPEC 4): 0 the cart page, 1 stay, 2 the cart
 * modal (JavaScript) or else the cart page.
 */
export async function addToCart(ctx: PlatformContext, request: Request, slug: string | undefined, formData: FormData) {
  const { product, bundle } = await requireProduct(ctx, request, slug);
  const submission = parseWithZod(formData, { schema: addToCartSchema({ product, bundle }) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { variantId, productId, qty, options, bundle: choices } = submission.value;

  let setCookies: string[];
  try {
    ({ setCookies } = await addProductToCart(ctx, request, {
      productId: variantId ?? productId,
      qty,
      options: {
        personalizations: options,
        bundleOptions: Object.entries(choices).map(([entry, choiceId]) => ({ id: Number(entry), options: { choiceId } })),
      },
    }));
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      return json(submission.reply({ formErrors: [PLATFORM_ERROR_KEYS[error.message] ?? error.message] }), { status: 400 });
    }
    return throwPageError(error);
  }

  const { cartAddBehaviour } = await getCheckoutSettings(ctx).catch(throwPageError);
  const here = safeRedirectPath(formData.get("redirectTo"), localizedHref("product", ctx.language, { slug: product.slug }));
  const cartPage = localizedHref("cart", ctx.language);
  const withJs = formData.get("js") === "1";
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const toast = { type: "success" as const, key: "core.notifications.addedToCart" };
  if (cartAddBehaviour === 1) return redirectWithToast(request, here, toast, { headers });
  if (cartAddBehaviour === 2 && withJs) return redirectWithToast(request, here, toast, { headers, openCartModal: true });
  return redirectWithToast(request, cartPage, toast, { headers });
}
