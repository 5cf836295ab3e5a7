import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformContext } from "~/api/client.server";
import { ApiError } from "~/api/errors";

// The blog route's decisions: a slug is a category first, then a post; a page past the last
// shows the first; a post's body is sanitized before it is kept.

const content = vi.hoisted(() => ({
  filterPosts: vi.fn(),
  getPost: vi.fn(),
  getTerm: vi.fn(),
  listTerms: vi.fn(),
  getCommentOptions: vi.fn(),
  filterComments: vi.fn(),
}));
const recordFailedRequest = vi.hoisted(() => vi.fn());
vi.mock("~/api/content.server", () => content);
vi.mock("~/api/cms.server", () => ({ recordFailedRequest }));
const anonymous = { language: "hr", allowedLanguages: ["hr"], user: null };
vi.mock("~/api/client.server", () => ({
  cachedRead: (_ctx: unknown, _key: string, load: () => unknown) => load(),
  platformContext: () => anonymous,
}));

const { loadBlog, BLOG_PAGE_SIZE } = await import("./blog.server");

const ctx = { language: "hr", allowedLanguages: ["hr"] } as unknown as PlatformContext;
const request = (path: string) => new Request(`http://localhost${path}`);
const list = (page: number, totalPages: number) => ({ records: [{ id: page }], pagination: { page, totalPages, totalRecords: totalPages * BLOG_PAGE_SIZE } });
const term = { id: 1, title: "Vijesti", slug: "vijesti", slugMain: "vijesti", description: "", postCount: 3 };
const post = {
  id: 9, title: "Objava", slug: "objava", excerpt: "", body: '<p onclick="x()">Tekst</p><script>alert(1)</script>', media: null,
  published_at: "2026-01-01T00:00:00Z", created_at: "2026-01-01T00:00:00Z", postType: "post", sections: [], meta: {}, translations: [], terms: { categories: [] },
};

beforeEach(() => {
  vi.clearAllMocks();
  content.getTerm.mockResolvedValue(null);
  content.getPost.mockResolvedValue(null);
  content.listTerms.mockResolvedValue(Array.from({ length: 7 }, (_, index) => ({ ...term, id: index + 1, slug: `k${index}` })));
  content.getCommentOptions.mockResolvedValue({ CanCommentOnBlog: "RegisteredUsers", OneUserOneComment: false, UserCanEditComment: true, NumberOfStars: 5 });
  content.filterComments.mockResolvedValue({ records: [], pagination: { page: 1, totalPages: 0, totalRecords: 0 } });
});

describe("loadBlog", () => {
  it("lists every post, 16 a page, and shows the first page for a page past the last", async () => {
    content.filterPosts.mockImplementation(async (_ctx, query) => list(query.page, 3));
    expect(await loadBlog(ctx, request("/objave?page=2"), undefined)).toMatchObject({ kind: "list", page: 2, totalPages: 3 });
    expect(content.filterPosts).toHaveBeenLastCalledWith(ctx, { page: 2, limit: 16 });
    expect(await loadBlog(ctx, request("/objave?page=9"), undefined)).toMatchObject({ kind: "list", page: 1 });
    expect(await loadBlog(ctx, request("/objave?page=abc"), undefined)).toMatchObject({ kind: "list", page: 1 });
  });

  it("takes a slug as a category first, with five categories unless all are asked for", async () => {
    content.getTerm.mockResolvedValue(term);
    content.getPost.mockResolvedValue(post);
    content.filterPosts.mockResolvedValue(list(1, 1));
    const data = await loadBlog(ctx, request("/objave/vijesti"), "vijesti");
    expect(data).toMatchObject({ kind: "category", term: { slug: "vijesti" }, hasMoreCategories: true });
    expect(data.kind === "category" && data.categories).toHaveLength(5);
    expect(content.filterPosts).toHaveBeenCalledWith(ctx, { termSlugs: ["vijesti"], page: 1, limit: 16 });
    const all = await loadBlog(ctx, request("/objave/vijesti?categories=all"), "vijesti");
    expect(all.kind === "category" && all.categories).toHaveLength(7);
  });

  it("else a post, its body sanitized", async () => {
    content.getPost.mockResolvedValue(post);
    const data = await loadBlog(ctx, request("/objave/objava"), "objava");
    expect(data.kind).toBe("post");
    if (data.kind !== "post") return;
    expect(data.post.body).toBe("<p>Tekst</p>");
    expect(data.commenting).toMatchObject({ signedIn: false, registeredOnly: true, stars: 5 });
    expect(data.alternates).toEqual({ hr: "/objave/objava" });
  });

  it("answers 404 for a page (not a post) or nothing, and records the path", async () => {
    content.getPost.mockResolvedValue({ ...post, postType: "page" });
    const error = await loadBlog(ctx, request("/objave/o-nama"), "o-nama").catch((thrown) => thrown);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
    expect(recordFailedRequest).toHaveBeenCalledWith(ctx, "/objave/o-nama");
  });
});

describe("loadBlog with a token the platform refuses", () => {
  it("reads the comments as a signed-out visitor instead of failing the post", async () => {
    const signedIn = { ...ctx, user: { id: 5 } } as unknown as PlatformContext;
    content.getPost.mockResolvedValue(post);
    content.filterComments.mockRejectedValueOnce(new ApiError(401, "Unauthorized"));
    const data = await loadBlog(signedIn, request("/objave/objava"), "objava");
    expect(data.kind === "post" && data.commenting.signedIn).toBe(false);
    expect(content.filterComments).toHaveBeenLastCalledWith(anonymous, 9);
  });
});
