import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { handleWishlistToggle } from "~/lib/wishlist.server";
import { throwPageError } from "~/lib/page-errors.server";

// POST only: the wishlist toggle of product pages, lists and the profile.
export const loader = () => redirect("/", 303);

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleWishlistToggle(ctx, request);
}
