import type { ComponentType } from "react";
import { Accordion } from "./accordion/view";
import { CallToActionSection } from "./call-to-action/view";
import { ContactFormSection } from "./contact-form/view";
import { EventsList } from "./events-list/view";
import { Hero } from "./hero/view";
import { ImageGallery } from "./image-gallery/view";
import { MapSection } from "./map/view";
import { Newsletter } from "./newsletter/view";
import { Numbers } from "./numbers/view";
import { PostsList } from "./posts-list/view";
import { ProductCategories } from "./product-categories/view";
import { ProductsList } from "./products-list/view";
import { Team } from "./team/view";
import { TextImage } from "./text-image/view";
import { Text } from "./text/view";
import { Video } from "./video/view";

// The view of each section type in registry.ts (a unit test keeps the two lists equal).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SECTION_VIEWS: Record<string, ComponentType<{ props: any }>> = {
  hero: Hero,
  text: Text,
  "text-image": TextImage,
  "image-gallery": ImageGallery,
  team: Team,
  numbers: Numbers,
  video: Video,
  map: MapSection,
  "call-to-action": CallToActionSection,
  accordion: Accordion,
  "products-list": ProductsList,
  "product-categories": ProductCategories,
  "posts-list": PostsList,
  "events-list": EventsList,
  "contact-form": ContactFormSection,
  newsletter: Newsletter,
};
