import { Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PostCard as PostCardData, Term } from "~/api/content-schemas";
import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";
import { PostGrid } from "./post-card";

type Props = {
  term: { title: string; slug: string; description: string };
  categories: Term[];
  hasMoreCategories: boolean;
  posts: PostCardData[];
  page: number;
  totalPages: number;
  language: Language;
};

type PageData = { kind: string; posts?: PostCardData[]; page?: number };

/** A paging button: a link, or a disabled look-alike at either end (the on-first/on-last states). */
function Step({ to, label, disabled, rel }: { to: string; label: string; disabled: boolean; rel?: string }) {
  return disabled ? (
    <span className="button button--secondary is-disabled" aria-disabled="true">
      {label}
    </span>
  ) : (
    <Link className="button button--secondary" to={to} rel={rel}>
      {label}
    </Link>
  );
}

// A blog category (SPEC 2.4): the post categories, then the category's posts with first,
// previous, next, last and load-more. Without JavaScript load-more is a link to the next page;
// with it, a fetcher appends the next page below the ones shown.
export function CategoryView({ term, categories, hasMoreCategories, posts, page, totalPages, language }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<PageData>();
  const [appended, setAppended] = useState<{ page: number; posts: PostCardData[] }[]>([]);

  // A new address (another category or page) starts from what the server rendered.
  useEffect(() => setAppended([]), [location.key]);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || data?.kind !== "category" || !data.posts || !data.page) return;
    const loaded = { page: data.page, posts: data.posts };
    setAppended((pages) => (pages.some((entry) => entry.page === loaded.page) || loaded.page <= page ? pages : [...pages, loaded]));
  }, [fetcher.state, fetcher.data, page]);

  const lastShown = appended.length ? appended[appended.length - 1].page : page;
  const pathname = localizedHref("blog", language, { slug: term.slug });
  const hrefFor = (target: number) => (target <= 1 ? pathname : `${pathname}?page=${target}`);
  const onFirst = page <= 1;
  const onLast = lastShown >= totalPages;
  const pending = fetcher.state !== "idle" || (navigation.state === "loading" && navigation.location.pathname === location.pathname);
  const shown = [...posts, ...appended.flatMap((entry) => entry.posts)];

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (fetcher.state === "idle") fetcher.load(hrefFor(lastShown + 1));
  };

  return (
    <div className="container screen blog-category">
      <h1 className="screen__title">{term.title}</h1>
      {term.description ? <p className="screen__lead">{term.description}</p> : null}
      <nav className="blog-categories" aria-label={t("blog.categories")}>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={localizedHref("blog", language, { slug: category.slug })} aria-current={category.slug === term.slug ? "page" : undefined} className="blog-categories__link">
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
        {hasMoreCategories ? (
          <Link to={`${pathname}?categories=all`} className="blog-categories__all">
            {t("blog.allCategories")}
          </Link>
        ) : null}
      </nav>
      {shown.length ? <PostGrid posts={shown} language={language} label={term.title} /> : <p className="listing-empty">{t("blog.empty")}</p>}
      {totalPages > 1 ? (
        <div className="blog-paging" aria-busy={pending || undefined}>
          <p className="blog-paging__status" aria-live="polite">
            {pending ? t("site.loading") : t("blog.pageOf", { page: lastShown, total: totalPages })}
          </p>
          <div className="blog-paging__buttons">
            <Step to={hrefFor(1)} label={t("catalog.pager.first")} disabled={onFirst} />
            <Step to={hrefFor(page - 1)} label={t("catalog.pager.previous")} disabled={onFirst} rel="prev" />
            {onLast ? (
              <span className="button button--primary is-disabled" aria-disabled="true">
                {t("blog.loadMore")}
              </span>
            ) : (
              <Link className="button button--primary" to={hrefFor(lastShown + 1)} onClick={loadMore} aria-disabled={pending || undefined}>
                {fetcher.state !== "idle" ? t("site.loading") : t("blog.loadMore")}
              </Link>
            )}
            <Step to={hrefFor(lastShown + 1)} label={t("catalog.pager.next")} disabled={onLast} rel="next" />
            <Step to={hrefFor(totalPages)} label={t("catalog.pager.last")} disabled={onLast} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
