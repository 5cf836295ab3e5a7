import type { LoaderFunctionArgs } from "@remix-run/node";
import { placeholderMeta, ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { placeholderLoader } from "~/components/layout/screen-placeholder.server";
import { requireBackofficeUser } from "~/sessions/backoffice.server";

const screen = placeholderLoader("admin");

export async function loader(args: LoaderFunctionArgs) {
  await requireBackofficeUser(args.request);
  return screen(args);
}

export const meta = placeholderMeta;

export default function Admin() {
  return <ScreenPlaceholder />;
}
