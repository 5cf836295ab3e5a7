import { placeholderMeta, ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { placeholderLoader } from "~/components/layout/screen-placeholder.server";

export const loader = placeholderLoader("register");
export const meta = placeholderMeta;

export default function Register() {
  return <ScreenPlaceholder />;
}
