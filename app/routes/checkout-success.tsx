import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { placeholderMeta, ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { screenHeading } from "~/components/layout/screen-placeholder.server";

// SPEC 2.4: shows the order slug from the query orderSlug.
export async function loader({ request }: LoaderFunctionArgs) {
  const orderSlug = new URL(request.url).searchParams.get("orderSlug")?.slice(0, 100) ?? "";
  return json({ ...(await screenHeading(request, "checkoutSuccess")), orderSlug });
}

export const meta = placeholderMeta;

export default function CheckoutSuccess() {
  const { orderSlug } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder>{orderSlug ? <p className="screen__lead order-slug">{orderSlug}</p> : null}</ScreenPlaceholder>;
}
