import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { ProductGrid } from "~/components/catalog/product-card";
import { ProductDetails } from "~/components/catalog/product-details";
import { catalogCacheControl, catalogHeaders } from "~/lib/cache-headers.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { addToCart, loadProductPage, removeFromCart } from "~/lib/product-page.server";

// The product page of every format; for a bundle it is also the bundle-customization screen.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return json(await loadProductPage(ctx, request, params.slug), { headers: { "Cache-Control": catalogCacheControl(request) } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const formData = await request.formData();
  return formData.get("intent") === "removeFromCart"
    ? removeFromCart(ctx, request, params.slug, formData)
    : addToCart(ctx, request, params.slug, formData);
}

export const headers = catalogHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.product.name, data?.product.shortDescription);

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { product } = data;
  return (
    <div className="container screen product-page">
      <ProductDetails data={data} />
      {product.description ? (
        <section className="product-description" aria-labelledby="description-title">
          <h2 id="description-title">{t("catalog.description")}</h2>
          <div className="product-description__text prose" dangerouslySetInnerHTML={{ __html: product.description }} />
          <details className="product-description__more">
            <summary>{t("catalog.showMore")}</summary>
          </details>
        </section>
      ) : null}
      {product.attributeSet.attributes.length ? (
        <section className="product-attributes" aria-labelledby="attributes-title">
          <h2 id="attributes-title">{t("catalog.attributes")}</h2>
          <dl>
            {product.attributeSet.attributes.map((attribute) => (
              <div key={attribute.attributeCode}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.value.label}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.crossSellProducts.length ? (
        <section className="cross-sell" aria-labelledby="cross-sell-title">
          <h2 id="cross-sell-title">{t("catalog.crossSell")}</h2>
          <ProductGrid products={product.crossSellProducts} />
        </section>
      ) : null}
    </div>
  );
}
