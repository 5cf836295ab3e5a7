import { placeholderMeta, ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { placeholderLoader } from "~/components/layout/screen-placeholder.server";

// The header's search bar lands here (GET ?q=); results come with the content issue.
export const loader = placeholderLoader("search");
export const meta = placeholderMeta;

export default function Search() {
  return <ScreenPlaceholder />;
}
