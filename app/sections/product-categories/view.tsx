import { useTranslation } from "react-i18next";
import { CategoryGrid } from "~/components/catalog/category-grid";
import type { ProductCategoriesProps } from "./schema";

// The categories come from data.server.ts; with none (or no data) the section is left out.
export function ProductCategories({ props }: { props: ProductCategoriesProps }) {
  const { t } = useTranslation();
  if (!props.data?.length) return null;
  return (
    <section className="section product-categories">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <CategoryGrid categories={props.data} label={props.title ?? t("sections.categories.label")} />
      </div>
    </section>
  );
}
