import path from "node:path";
import express, { type Router } from "express";

export const MEDIA_DIR = "media";

/**
 * `/media/<file>`: the media files of every site. A file's name never changes its content
 * (a new upload gets a new name), so browsers may keep it for a year without asking again.
 */
export function mediaFiles(dataDir: string): Router {
  const router = express.Router();
  router.use(
    express.static(path.join(dataDir, MEDIA_DIR), {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "ignore",
      setHeaders: (res) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        // An SVG opened on its own is a document: it must not run scripts under our origin.
        res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    })
  );
  return router;
}
