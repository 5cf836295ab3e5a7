import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { checkBundle, getProduct } from "~/api/catalog.server";
import type { Product } from "~/api/catalog-schemas";
import { cachedRead, type PlatformContext } from "~/api/client.server";
import { recordFailedRequest } from "~/api/cms.server";
import { addToCartSchema } from "~/forms/add-to-cart";
import { localizedHref } from "~/i18n/localized-href";
import { redirectWithToast } from "~/sessions/session.server";
import { notFound, throwPageError } from "./page-errors.server";
import { sanitizeHtml } from "./sanitize-html.server";
import { matchVariant, selectedAttributes } from "./variants";

/** A product with its description sanitized, and its bundle's choices, cached briefly: sanitizing is costly. */
function findProduct(ctx: PlatformContext, slug: string) {
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
export async function loadProductPage(ctx: PlatformContext, request: Request, slug: string | undefined) {
  const { product, bundle } = await requireProduct(ctx, request, slug);
  const selection = selectedAttributes(product.associatedProductsAttributes, new URL(request.url).searchParams);
  return { product, bundle, selection, variant: matchVariant(product, selection) };
}

/**
 * The add-to-cart POST: checked against the product's own form schema (quantity, options,
 * variant, bundle choices). Wrong input re-renders the form with its errors (400) and keeps
 * what the visitor entered. The cart itself is wired in the cart issue.
 */
export async function addToCart(ctx: PlatformContext, request: Request, slug: string | undefined) {
  const { product, bundle } = await requireProduct(ctx, request, slug);
  const submission = parseWithZod(await request.formData(), { schema: addToCartSchema({ product, bundle }) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const back = localizedHref("product", ctx.language, { slug: product.slug });
  return redirectWithToast(request, back, { type: "info", key: "catalog.addAccepted" });
}
