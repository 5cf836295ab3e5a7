import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { api } from "~/api/client.server";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { BlogList } from "~/components/content/blog-list";
import { CategoryView } from "~/components/content/category-view";
import { PostArticle } from "~/components/content/post-article";
import { loadBlog } from "~/lib/blog.server";
import { catalogCacheControl, catalogHeaders } from "~/lib/cache-headers.server";
import { handleCommentAction } from "~/lib/comment-actions.server";
import { pageMeta } from "~/lib/meta";
import { notFound, throwPageError } from "~/lib/page-errors.server";
import { useRootData } from "~/root";
import contentStyles from "~/styles/content.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

// /objave, /objave/{category} and /objave/{post}.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const [data, heading] = await Promise.all([loadBlog(ctx, request, params.slug), screenHeading(request, "blog")]);
  // A post's comments differ per visitor; lists are the same for every anonymous one.
  const cacheControl = data.kind === "post" ? "private, no-cache" : catalogCacheControl(request);
  return json({ ...data, title: heading.title }, { headers: { "Cache-Control": cacheControl } });
}

export const headers = catalogHeaders;

export async function action({ request, params }: ActionFunctionArgs) {
  if (!params.slug) throw notFound();
  const ctx = await api(request).catch(throwPageError);
  return handleCommentAction(ctx, request, params.slug);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data?.kind === "post") return pageMeta(matches, data.post.title, data.post.description, { image: data.post.media?.path, type: "article" });
  if (data?.kind === "category") return pageMeta(matches, data.term.title, data.term.description);
  return pageMeta(matches, data?.title);
};

export default function Blog() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const language = root?.language ?? "hr";
  if (data.kind === "list") return <BlogList posts={data.posts} page={data.page} totalPages={data.totalPages} language={language} />;
  if (data.kind === "category") return <CategoryView {...data} language={language} />;
  return (
    <PostArticle
      post={data.post}
      comments={data.comments}
      commenting={data.commenting}
      language={language}
      site={{ origin: root?.origin ?? "", name: root?.layout.siteName ?? "", logo: root?.layout.logo ?? null }}
    />
  );
}
