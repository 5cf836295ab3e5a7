import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { CategoryGrid, SubcategoryLinks } from "~/components/catalog/category-grid";
import { ListingForm, ListingToolbar, useApplyListing } from "~/components/catalog/listing-form";
import { Pager } from "~/components/catalog/pager";
import { ProductGrid } from "~/components/catalog/product-card";
import { catalogCacheControl, catalogHeaders } from "~/lib/cache-headers.server";
import { loadCategoryList, loadCategoryListing } from "~/lib/category-listing.server";
import { listingSearch } from "~/lib/listing-query";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const data = params.slug ? await loadCategoryListing(ctx, request, params.slug) : await loadCategoryList(ctx);
  return json(data, { headers: { "Cache-Control": catalogCacheControl(request) } });
}

export const headers = catalogHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.kind === "category" ? data.category.name : undefined, data?.kind === "category" ? data.category.description : undefined);

function CategoryList({ data }: { data: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "list" }> }) {
  const { t } = useTranslation();
  return (
    <section className="container screen">
      <h1 className="screen__title">{t("catalog.allCategories")}</h1>
      <CategoryGrid categories={data.categories} label={t("catalog.categories")} />
    </section>
  );
}

function CategoryListing({ data }: { data: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "category" }> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { category, state, sortTypes, pagination } = data;
  const apply = useApplyListing(data.definitions, sortTypes, category.sortDefaultType);
  return (
    <div className="container screen category-page">
      <header className="category-page__header">
        <h1 className="screen__title">{category.name}</h1>
        {category.description ? <p className="screen__lead">{category.description}</p> : null}
        {category.children.length ? <SubcategoryLinks categories={category.children} label={t("catalog.categories")} /> : null}
      </header>
      {data.featured.length ? (
        <section className="featured" aria-labelledby="featured-title">
          <h2 id="featured-title">{t("catalog.featured")}</h2>
          <ProductGrid products={data.featured} compact />
        </section>
      ) : null}
      <div className="category-page__body">
        <aside className="category-page__filters">
          <ListingForm apply={apply} filters={data.filters} state={state} defaultSort={category.sortDefaultType} />
        </aside>
        <section className="category-page__products" aria-label={category.name}>
          <ListingToolbar apply={apply} state={state} sortTypes={sortTypes} totalRecords={pagination.totalRecords} />
          {data.products.length ? <ProductGrid products={data.products} label={category.name} /> : <p className="listing-empty">{t("catalog.noProducts")}</p>}
          <Pager page={state.page} totalPages={pagination.totalPages} hrefFor={(page) => pathname + listingSearch(state, category.sortDefaultType, { page })} />
        </section>
      </div>
    </div>
  );
}

export default function ShopCategory() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "list" ? <CategoryList data={data} /> : <CategoryListing data={data} />;
}
