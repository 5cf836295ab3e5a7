import { Link } from "@remix-run/react";
import type { PostCard as PostCardData } from "~/api/content-schemas";
import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";
import { formatDate } from "~/lib/format-date";
import { ResponsiveImage } from "../ui/responsive-image";

type Variant = "hero" | "small" | "grid";

// A post in a list: image, date, title (the link) and excerpt. The hero is the newest post on
// the blog's first page.
export function PostCard({ post, language, variant = "grid", headingLevel = 3 }: { post: PostCardData; language: Language; variant?: Variant; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const date = post.published_at ?? post.created_at;
  return (
    <article className={`post-card post-card--${variant}`}>
      <div className="post-card__media">
        {post.media ? (
          <ResponsiveImage media={post.media} sizes={variant === "hero" ? ["MediumSize", "LargeSize", "FullHDSize"] : ["MediumSize", "LargeSize"]} display={variant === "hero" ? "(min-width: 900px) 60vw, 100vw" : "(min-width: 900px) 25vw, 100vw"} alt="" priority={variant === "hero"} />
        ) : (
          <span className="post-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="post-card__body">
        {date ? <time className="post-card__date" dateTime={date}>{formatDate(date, language)}</time> : null}
        <Heading className="post-card__title">
          <Link to={localizedHref("blog", language, { slug: post.slug })} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        {variant !== "small" && post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

export function PostGrid({ posts, language, label }: { posts: PostCardData[]; language: Language; label?: string }) {
  return (
    <ul className="post-grid" aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} language={language} />
        </li>
      ))}
    </ul>
  );
}
