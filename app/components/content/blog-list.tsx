import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PostCard as PostCardData } from "~/api/content-schemas";
import type { Language } from "~/i18n/languages";
import { Pager } from "../catalog/pager";
import { PostCard, PostGrid } from "./post-card";

// The blog list (SPEC 2.4): the first page opens with the newest post as a hero and three
// smaller ones, then 'Sve vijesti i događanja' with the rest; the pager follows.
export function BlogList({ posts, page, totalPages, language }: { posts: PostCardData[]; page: number; totalPages: number; language: Language }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [hero, ...rest] = posts;
  const latest = page === 1 ? rest.slice(0, 3) : [];
  const others = page === 1 ? rest.slice(3) : posts;
  return (
    <div className="container screen blog">
      <h1 className="screen__title">{t("screens.blog")}</h1>
      {!posts.length ? <p className="listing-empty">{t("blog.empty")}</p> : null}
      {page === 1 && hero ? (
        <section className="blog-latest" aria-labelledby="blog-latest-title">
          <h2 id="blog-latest-title" className="section__title">{t("blog.latest")}</h2>
          <div className="blog-latest__grid">
            <PostCard post={hero} language={language} variant="hero" />
            {latest.length ? (
              <ul className="blog-latest__more">
                {latest.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} language={language} variant="small" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ) : null}
      {others.length ? (
        <section className="blog-all" aria-labelledby="blog-all-title">
          <h2 id="blog-all-title" className="section__title">{t("blog.all")}</h2>
          <PostGrid posts={others} language={language} label={t("blog.all")} />
        </section>
      ) : null}
      <Pager page={page} totalPages={totalPages} hrefFor={(target) => (target === 1 ? pathname : `${pathname}?page=${target}`)} />
    </div>
  );
}
