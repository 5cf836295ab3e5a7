import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PostCard as PostCardData } from "~/api/content-schemas";
import { PostGrid } from "~/components/content/post-card";
import { localizedHref } from "~/i18n/localized-href";
import { useRootData } from "~/root";
import type { PostsListProps } from "./schema";

// The newest posts, with a link to the blog (or the chosen category).
export function PostsList({ props }: { props: PostsListProps & { data?: PostCardData[] } }) {
  const { t } = useTranslation();
  const language = useRootData()?.language ?? "hr";
  const posts = props.data ?? [];
  if (!posts.length) return null;
  return (
    <section className="section section--posts-list">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <PostGrid posts={posts} language={language} label={props.title} />
        <p className="section__more">
          <Link to={localizedHref("blog", language, { slug: props.termSlug })} className="button button--secondary">
            {t("blog.showAll")}
          </Link>
        </p>
      </div>
    </section>
  );
}
