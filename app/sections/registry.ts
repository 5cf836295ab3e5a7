import * as accordion from "./accordion/schema";
import * as callToAction from "./call-to-action/schema";
import * as contactForm from "./contact-form/schema";
import * as eventsList from "./events-list/schema";
import * as hero from "./hero/schema";
import * as imageGallery from "./image-gallery/schema";
import * as map from "./map/schema";
import * as newsletter from "./newsletter/schema";
import * as numbers from "./numbers/schema";
import * as postsList from "./posts-list/schema";
import * as productCategories from "./product-categories/schema";
import * as productsList from "./products-list/schema";
import * as team from "./team/schema";
import * as textImage from "./text-image/schema";
import * as text from "./text/schema";
import * as video from "./video/schema";
import type { SectionDefinition } from "./types";

// Every section type the storefront can show, by the platform's type name: schemas and fields.
// The views are in views.ts, so that visitors' browsers load no schemas.
export const SECTION_DEFINITIONS: Record<string, SectionDefinition> = {
  hero,
  text,
  "text-image": textImage,
  "image-gallery": imageGallery,
  team,
  numbers,
  video,
  map,
  "call-to-action": callToAction,
  accordion,
  "products-list": productsList,
  "product-categories": productCategories,
  "posts-list": postsList,
  "events-list": eventsList,
  "contact-form": contactForm,
  newsletter,
};
