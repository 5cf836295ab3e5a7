import { ProductGrid } from "~/components/catalog/product-card";
import type { ProductsListProps } from "./schema";

// The products come from data.server.ts; with none (or no data) the section is left out.
export function ProductsList({ props }: { props: ProductsListProps }) {
  if (!props.data?.length) return null;
  return (
    <section className="section products-list">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <ProductGrid products={props.data} label={props.title} />
      </div>
    </section>
  );
}
