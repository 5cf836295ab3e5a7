import { placeholderMeta, ScreenPlaceholder } from "~/components/layout/screen-placeholder";
import { placeholderLoader } from "~/components/layout/screen-placeholder.server";

// Back office only: the gate runs on the server before anything is shown.
export const loader = placeholderLoader("adminTemplates", { backoffice: true });
export const meta = placeholderMeta;

export default function AdminTemplates() {
  return <ScreenPlaceholder />;
}
