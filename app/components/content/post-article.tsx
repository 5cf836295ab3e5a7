import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Media } from "~/api/schemas";
import type { Comment } from "~/api/content-schemas";
import type { Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format-date";
import { absoluteUrl } from "~/lib/meta";
import { resolveLink } from "~/lib/resolve-link";
import { ResponsiveImage } from "../ui/responsive-image";
import { Comments, type Commenting } from "./comments";
import { JsonLd } from "./json-ld";

type Post = {
  heading: string;
  description: string;
  body: string;
  media: Media | null;
  createdAt: string | null;
  publishedAt: string | null;
  categories: { id: number; slug: string; title: string }[];
};

type Site = { origin: string; name: string; logo: Media | null };

// A blog post (SPEC 2.4): categories, title, created date, its image or the site logo, and
// the body, which the server sanitized before it got here.
export function PostArticle({ post, comments, commenting, language, site }: { post: Post; comments: Comment[]; commenting: Commenting; language: Language; site: Site }) {
  const { t } = useTranslation();
  const image = post.media ?? site.logo;
  return (
    <div className="container container--narrow screen">
      <article className="post">
        <header className="post__header">
          {post.categories.length ? (
            <ul className="post__categories" aria-label={t("blog.categories")}>
              {post.categories.map((category) => (
                <li key={category.id}>
                  <Link to={resolveLink({ kind: "category", slug: category.slug }, language)} className="post__category">
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="screen__title post__title">{post.heading}</h1>
          {post.createdAt ? (
            <time className="post__date" dateTime={post.createdAt}>
              {formatDate(post.createdAt, language)}
            </time>
          ) : null}
        </header>
        {image ? (
          <figure className={post.media ? "post__image" : "post__image post__image--logo"}>
            <ResponsiveImage media={image} sizes={["MediumSize", "LargeSize", "FullHDSize"]} display="(min-width: 900px) 860px, 100vw" alt={post.media ? undefined : site.name} priority />
          </figure>
        ) : null}
        <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.body }} />
      </article>
      <Comments comments={comments} commenting={commenting} language={language} />
      <JsonLd
        data={{
          "@type": "Article",
          headline: post.heading,
          description: post.description || undefined,
          datePublished: post.publishedAt ?? post.createdAt ?? undefined,
          image: image ? absoluteUrl(site.origin, image.path) : undefined,
          articleSection: post.categories.map((category) => category.title),
          publisher: { "@type": "Organization", name: site.name, logo: site.logo ? absoluteUrl(site.origin, site.logo.path) : undefined },
        }}
      />
    </div>
  );
}
