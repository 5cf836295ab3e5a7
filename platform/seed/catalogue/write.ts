import { SORT_TYPES, type AttributeType } from "../../catalogue-contract";
import type { Db } from "../../db/index";
import type { Palette } from "../types";
import type { PhotoSeed } from "../types";
import { writePicture } from "../write";
import type { AttributeValuesSeed, CatalogueSeed, ProductSeed } from "./types";

const cents = (euros: number) => Math.round(euros * 100);

/** Writes a site's catalogue: attributes, categories, products with their pictures and links. */
export function writeCatalogue(db: Db, dataDir: string, siteId: number, seed: CatalogueSeed): void {
  const picture = (folder: string, data: Omit<PhotoSeed, "kind">) =>
    writePicture(db, dataDir, siteId, `${seed.mediaFolder}/${folder}`, { kind: "photo", ...data });

  // Attributes and their options.
  const attributes = new Map<
    string,
    { id: number; type: AttributeType; options: Map<string, { id: number; label: string; color?: string }> }
  >();
  const insertAttribute = db.prepare(
    "INSERT INTO attributes (site_id, code, label, type, filterable, position) VALUES (?, ?, ?, ?, ?, ?)"
  );
  const insertOption = db.prepare(
    "INSERT INTO attribute_options (attribute_id, value, label, color, sort) VALUES (?, ?, ?, ?, ?)"
  );
  seed.attributes.forEach((attribute, index) => {
    const id = Number(
      insertAttribute.run(
        siteId,
        attribute.code,
        attribute.label,
        attribute.type,
        attribute.filterable === false ? 0 : 1,
        index + 1
      ).lastInsertRowid
    );
    const options = new Map<string, { id: number; label: string; color?: string }>();
    (attribute.options ?? []).forEach((option, sort) => {
      const optionId = Number(
        insertOption.run(id, option.value, option.label, option.color ?? null, sort + 1).lastInsertRowid
      );
      options.set(option.value, { id: optionId, label: option.label, color: option.color });
    });
    attributes.set(attribute.code, { id, type: attribute.type, options });
  });
  const attributeOf = (code: string) => {
    const attribute = attributes.get(code);
    if (!attribute) throw new Error(`Catalogue seed names an unknown attribute: ${code}`);
    return attribute;
  };
  const optionOf = (code: string, value: string) => {
    const option = attributeOf(code).options.get(value);
    if (!option) throw new Error(`Catalogue seed names an unknown value of ${code}: ${value}`);
    return option;
  };

  // Categories, parents first.
  const categoryIds = new Map<string, number>();
  const insertCategory = db.prepare(
    `INSERT INTO categories (site_id, parent_id, slug, name, description, image_id, sort_types, sort_default, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  seed.categories.forEach((category, index) => {
    const parentId = category.parent === undefined ? null : categoryIds.get(category.parent);
    if (parentId === undefined) throw new Error(`Catalogue seed: parent of ${category.slug} comes later or not at all`);
    const imageId = picture("categories", {
      key: category.slug,
      title: category.name,
      description: category.description,
      palette: category.palette,
    });
    const { lastInsertRowid } = insertCategory.run(
      siteId,
      parentId,
      category.slug,
      category.name,
      category.description,
      imageId,
      JSON.stringify(category.sortTypes ?? SORT_TYPES),
      category.sortDefault ?? "newest",
      index + 1
    );
    categoryIds.set(category.slug, Number(lastInsertRowid));
  });

  // Products.
  const insertProduct = db.prepare(
    `INSERT INTO products (site_id, parent_id, slug, sku, name, type, format, description, short_description, media_id,
       basic_price_cents, retail_price_cents, final_price_cents, membership_price_cents, discount, category_priority,
       archived, featured, download, created_at)
     VALUES (:siteId, :parentId, :slug, :sku, :name, :type, :format, :description, :shortDescription, :mediaId,
       :basic, :retail, :final, :membership, :discount, :categoryPriority, :archived, :featured, :download, :createdAt)`
  );
  const insertGallery = db.prepare("INSERT INTO product_gallery (product_id, media_id, position) VALUES (?, ?, ?)");
  const insertProductCategory = db.prepare("INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)");
  const insertValue = db.prepare(
    `INSERT INTO product_attribute_values (product_id, attribute_id, option_id, number_value, date_value, bool_value)
     VALUES (?, ?, ?, ?, ?, ?)`
  );
  const insertAxis = db.prepare(
    "INSERT INTO product_variant_attributes (product_id, attribute_id, default_option_id, position) VALUES (?, ?, ?, ?)"
  );
  const insertCustomOption = db.prepare(
    `INSERT INTO custom_options (product_id, code, label, type, required, min_value, max_value, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
  );
  const insertCustomValue = db.prepare(
    `INSERT INTO custom_option_values (custom_option_id, value, label, color, price_modifier_cents, position)
     VALUES (?, ?, ?, ?, ?, ?)`
  );

  const writeValues = (productId: number, values: AttributeValuesSeed) => {
    for (const [code, value] of Object.entries(values)) {
      const attribute = attributeOf(code);
      const row = (option: number | null, number: number | null, date: string | null, bool: number | null) =>
        insertValue.run(productId, attribute.id, option, number, date, bool);
      if (Array.isArray(value)) for (const item of value) row(optionOf(code, item).id, null, null, null);
      else if (typeof value === "boolean") row(null, null, null, value ? 1 : 0);
      else if (typeof value === "number") row(null, value, null, null);
      else if (attribute.type === "Date")
        row(null, null, new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10), null);
      else if (attribute.type === "DateTime") row(null, null, new Date(value).toISOString(), null);
      else row(optionOf(code, value).id, null, null, null);
    }
  };

  type Prices = { price: number; retailPrice?: number; membershipPrice?: number };
  const priceColumns = ({ price, retailPrice, membershipPrice }: Prices) => ({
    // basicPrice is the product's own price before any reduction.
    basic: cents(retailPrice ?? price),
    retail: retailPrice === undefined ? null : cents(retailPrice),
    final: cents(price),
    membership: membershipPrice === undefined ? null : cents(membershipPrice),
    discount: retailPrice === undefined ? 0 : Math.round((1 - price / retailPrice) * 100),
  });

  const productIds = new Map<string, number>();
  const writeProduct = (product: ProductSeed) => {
    const mediaId = picture("products", {
      key: product.slug,
      title: product.name,
      description: product.shortDescription,
      palette: product.palette,
    });
    const createdAt = `${product.created}T09:00:00.000Z`;
    const id = Number(
      insertProduct.run({
        siteId,
        parentId: null,
        slug: product.slug,
        sku: product.sku,
        name: product.name,
        type: product.type,
        format: product.format,
        description: product.description,
        shortDescription: product.shortDescription,
        mediaId,
        ...priceColumns(product),
        categoryPriority: product.categoryPriority,
        archived: product.archived ? 1 : 0,
        featured: product.featured ? 1 : 0,
        download: product.download ? JSON.stringify(product.download) : null,
        createdAt,
      }).lastInsertRowid
    );
    productIds.set(product.slug, id);

    (product.gallery ?? []).forEach((extra, index) => {
      const galleryId = picture("products", {
        key: `${product.slug}-${index + 2}`,
        title: extra.title,
        description: `${product.name}: ${extra.title}`,
        palette: extra.palette,
      });
      insertGallery.run(id, galleryId, index + 1);
    });
    for (const slug of product.categories) {
      const categoryId = categoryIds.get(slug);
      if (categoryId === undefined) throw new Error(`Catalogue seed names an unknown category: ${slug}`);
      insertProductCategory.run(id, categoryId);
    }
    writeValues(id, product.attributes ?? {});

    (product.customOptions ?? []).forEach((option, position) => {
      const optionId = Number(
        insertCustomOption.run(
          id,
          option.code,
          option.label,
          option.type,
          option.required ? 1 : 0,
          option.min ?? null,
          option.max ?? null,
          position + 1
        ).lastInsertRowid
      );
      (option.values ?? []).forEach((value, index) =>
        insertCustomValue.run(
          optionId,
          value.value,
          value.label,
          value.color ?? null,
          cents(value.priceModifier ?? 0),
          index + 1
        )
      );
    });

    if (product.configurable) writeVariants(product, id, mediaId, createdAt);
  };

  const colourPictures = new Map<string, number>();
  const writeVariants = (product: ProductSeed, parentId: number, parentMediaId: number, createdAt: string) => {
    const { axes, variants, colourPictures: byColour } = product.configurable!;
    axes.forEach((axis, index) =>
      insertAxis.run(
        parentId,
        attributeOf(axis.attribute).id,
        axis.shopDefault === undefined ? null : optionOf(axis.attribute, axis.shopDefault).id,
        index + 1
      )
    );
    for (const variant of variants) {
      const values = axes.map((axis) => {
        const value = variant.values[axis.attribute];
        if (value === undefined)
          throw new Error(`Catalogue seed: a variant of ${product.slug} lacks ${axis.attribute}`);
        return { code: axis.attribute, value, option: optionOf(axis.attribute, value) };
      });
      let mediaId = parentMediaId;
      const colour = values.find((value) => value.code === "color");
      if (byColour && colour) {
        const key = `${product.slug}-${colour.value}`;
        mediaId =
          colourPictures.get(key) ??
          picture("products", {
            key,
            title: `${product.name} – ${colour.option.label.toLowerCase()}`,
            description: product.shortDescription,
            palette: colourPalette(colour.option.color ?? product.palette.from),
          });
        colourPictures.set(key, mediaId);
      }
      const variantId = Number(
        insertProduct.run({
          siteId,
          parentId,
          slug: `${product.slug}-${values.map((value) => value.value).join("-")}`,
          sku: `${product.sku}-${values.map((value) => value.value.toUpperCase()).join("-")}`,
          name: `${product.name} – ${values.map((value) => value.option.label).join(", ")}`,
          type: product.type,
          format: "Simple",
          description: product.description,
          shortDescription: product.shortDescription,
          mediaId,
          ...priceColumns({ ...product, price: variant.price ?? product.price }),
          categoryPriority: product.categoryPriority,
          archived: 0,
          featured: 0,
          download: null,
          createdAt,
        }).lastInsertRowid
      );
      writeValues(variantId, { ...variant.values, stock: variant.stock });
    }
  };

  for (const product of seed.products) writeProduct(product);

  // Links between products, now that every product has its id.
  const idOf = (slug: string) => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`Catalogue seed names an unknown product: ${slug}`);
    return id;
  };
  const insertEntry = db.prepare(
    "INSERT INTO bundle_entries (bundle_id, product_id, quantity, position) VALUES (?, ?, ?, ?)"
  );
  const insertCrossSell = db.prepare("INSERT INTO cross_sells (product_id, cross_sell_id, position) VALUES (?, ?, ?)");
  for (const product of seed.products) {
    (product.bundle ?? []).forEach((entry, index) =>
      insertEntry.run(idOf(product.slug), idOf(entry.slug), entry.quantity, index + 1)
    );
    (product.crossSells ?? []).forEach((slug, index) => insertCrossSell.run(idOf(product.slug), idOf(slug), index + 1));
  }
}

/** A variant picture in the variant's colour. */
function colourPalette(color: string): Palette {
  return { from: color, to: "#1f2937", accent: "#fbbf24" };
}
