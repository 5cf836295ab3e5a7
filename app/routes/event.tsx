import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { api } from "~/api/client.server";
import { EventArticle } from "~/components/content/event-article";
import { catalogCacheControl, catalogHeaders } from "~/lib/cache-headers.server";
import { loadEvent } from "~/lib/event.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { useRootData } from "~/root";
import contentStyles from "~/styles/content.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

// /dogadjaj/{id}: one calendar event.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return json(await loadEvent(ctx, request, params.id), { headers: { "Cache-Control": catalogCacheControl(request) } });
}

export const headers = catalogHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.event.title, data?.description, { image: data?.event.media?.path });

export default function Event() {
  const { event } = useLoaderData<typeof loader>();
  const root = useRootData();
  return <EventArticle event={event} language={root?.language ?? "hr"} origin={root?.origin ?? ""} />;
}
