import type { ComponentType } from "react";
import { ContactFormSection } from "./contact-form/view";
import { EventsList } from "./events-list/view";
import { Hero } from "./hero/view";
import { Newsletter } from "./newsletter/view";
import { PostsList } from "./posts-list/view";
import { TextImage } from "./text-image/view";
import { Text } from "./text/view";

// The view of each section type in registry.ts (a unit test keeps the two lists equal).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SECTION_VIEWS: Record<string, ComponentType<{ props: any }>> = {
  hero: Hero,
  text: Text,
  "text-image": TextImage,
  "posts-list": PostsList,
  "events-list": EventsList,
  "contact-form": ContactFormSection,
  newsletter: Newsletter,
};
