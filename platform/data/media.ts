import type { Media } from "../contract";
import type { Db } from "../db/index";

type MediaRow = {
  id: number;
  title: string;
  description: string;
  path: string;
  alternative_paths: string;
  width: number;
  height: number;
  mime: string;
  extension: string;
  original_name: string;
  display_name: string;
};

/** Public media of a site by id; media of another site is not found. */
export function findMedia(db: Db, siteId: number, id: number | null): Media | null {
  if (id === null) return null;
  const row = db.prepare("SELECT * FROM media WHERE id = ? AND site_id = ? AND access = 'public'").get(id, siteId) as
    | MediaRow
    | undefined;
  return row ? toMedia(row) : null;
}

function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    path: row.path,
    alternativePaths: JSON.parse(row.alternative_paths) as Media["alternativePaths"],
    width: row.width,
    height: row.height,
    mime: row.mime,
    extension: row.extension,
    originalName: row.original_name,
    access: "public",
    displayName: row.display_name,
  };
}
