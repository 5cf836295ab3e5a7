import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { api } from "~/api/client.server";
import { ErrorPage } from "~/components/layout/error-page";
import { useRootData } from "~/root";
import { notFound, throwPageError } from "~/lib/page-errors.server";

// The layout route of one language's screens: a language the deployment does not allow
// answers 404 (the school allows only hr). Errors of the screens below render here, inside the
// header and footer.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  if (!ctx.languageAllowed) throw notFound();
  return null;
}

export const shouldRevalidate = () => false;

export default function LocaleLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  return <ErrorPage error={error} language={root?.language ?? "hr"} />;
}
