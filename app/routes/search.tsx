import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { Pager } from "~/components/catalog/pager";
import { PostGrid } from "~/components/content/post-card";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { catalogCacheControl, catalogHeaders } from "~/lib/cache-headers.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { SEARCH_MAX_LENGTH } from "~/forms/search";
import { loadSearch } from "~/lib/search.server";
import { useRootData } from "~/root";
import contentStyles from "~/styles/content.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

// /pretraga?q=&page=: the header's search bar lands here (a GET form, so it works without JavaScript).
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const [results, heading] = await Promise.all([loadSearch(ctx, request), screenHeading(request, "search")]);
  return json({ ...results, title: heading.title }, { headers: { "Cache-Control": catalogCacheControl(request) } });
}

export const headers = catalogHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex, follow" }];

export default function Search() {
  const { query, posts, page, totalPages, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = useRootData()?.language ?? "hr";
  return (
    <div className="container screen search-page">
      <h1 className="screen__title">{title}</h1>
      <Form method="get" className="search-page__form" role="search">
        <label htmlFor="search-page-q" className="visually-hidden">
          {t("search.label")}
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={query} maxLength={SEARCH_MAX_LENGTH} key={query} />
        <button type="submit" className="button button--primary">
          {t("search.submit")}
        </button>
      </Form>
      {query ? <p className="search-page__summary">{t("search.for", { query })}</p> : null}
      {query && !posts.length ? <p className="listing-empty">{t("search.empty")}</p> : null}
      {posts.length ? <PostGrid posts={posts} language={language} label={title} /> : null}
      <Pager page={page} totalPages={totalPages} hrefFor={(target) => `${pathname}?${new URLSearchParams({ q: query, ...(target > 1 ? { page: String(target) } : {}) })}`} />
    </div>
  );
}
