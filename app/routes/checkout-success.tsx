import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { placeholderMeta, ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { placeholderLoader } from "~/components/layout/screen-placeholder.server";

const base = placeholderLoader("checkoutSuccess");

// SPEC 2.4: shows the order slug from the query orderSlug.
export async function loader(args: LoaderFunctionArgs) {
  const data = await (await base(args)).json();
  const orderSlug = new URL(args.request.url).searchParams.get("orderSlug")?.slice(0, 100) ?? "";
  return { ...data, orderSlug };
}

export const meta = placeholderMeta;

export default function CheckoutSuccess() {
  const { orderSlug } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder>{orderSlug ? <p className="screen__lead order-slug">{orderSlug}</p> : null}</ScreenPlaceholder>;
}
