import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { api } from "~/api/client.server";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { CartView } from "~/components/cart/cart-view";
import { handleCartAction } from "~/lib/cart-actions.server";
import { loadCartPage } from "~/lib/cart-page.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { useRootData } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const [data, heading] = await Promise.all([loadCartPage(ctx, request), screenHeading(request, "cart")]);
  return json({ ...data, title: heading.title }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleCartAction(ctx, request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "hr";
  return (
    <div className="container screen">
      <CartView data={data} language={language} />
    </div>
  );
}
