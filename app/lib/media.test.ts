import { describe, expect, it } from "vitest";
import { mediaSrc, mediaSrcSet } from "./media";

const media = {
  path: "/media/hero.svg",
  alternativePaths: { MediumSize: "/media/hero-600.svg", FullHDSize: "/media/hero-1920.svg", ThumbnailSize: "/media/hero-50.svg" },
};

describe("media sizes", () => {
  it("builds a srcset of the wanted sizes with their widths", () => {
    expect(mediaSrcSet(media, ["FullHDSize", "MediumSize", "LargeSize"])).toBe("/media/hero-600.svg 600w, /media/hero-1920.svg 1920w");
  });

  it("uses the widest wanted size as src, else the original", () => {
    expect(mediaSrc(media, ["MediumSize", "FullHDSize"])).toBe("/media/hero-1920.svg");
    expect(mediaSrc(media, ["PortraitSize"])).toBe("/media/hero.svg");
  });
});
