import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { placeholderMeta } from "~/components/layout/screen-placeholder";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { isProduction } from "~/env.server";
import { notFound } from "~/lib/page-errors.server";
import { SECTION_DEFINITIONS } from "~/sections/registry";

// SPEC 2.1: a developer's list of the section types and their editable fields, never in production.
export async function loader({ request }: LoaderFunctionArgs) {
  if (isProduction()) throw notFound();
  const types = Object.entries(SECTION_DEFINITIONS).map(([type, section]) => ({ type, fields: section.fields }));
  return json({ ...(await screenHeading(request, "sectionTool")), types });
}

export const meta = placeholderMeta;

export default function SectionTool() {
  const { title, types } = useLoaderData<typeof loader>();
  return (
    <section className="container screen">
      <h1 className="screen__title">{title}</h1>
      <dl>
        {types.map(({ type, fields }) => (
          <div key={type}>
            <dt>
              <code>{type}</code>
            </dt>
            <dd>{fields.map((field) => `${field.name} (${field.kind})`).join(", ")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
