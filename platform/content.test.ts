import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pagination } from "./catalogue-contract";
import type {
  CalendarEvent,
  Comment,
  CommentOptions,
  ConsentAssignment,
  Form,
  PostCard,
  SitemapEntry,
  Term,
} from "./content-contract";
import type { Post } from "./contract";
import { issueAccessToken, loadTokenKey, type AuthUser } from "./http/auth";
import { startTestPlatform, type Answer, type TestPlatform } from "./test-support";

// The content module (docs/platform-api.md, "Content (issue 7)") over HTTP, on the seeded school.

let t: TestPlatform;
type List<T> = { records: T[]; pagination: Pagination };

beforeAll(async () => {
  t = await startTestPlatform("platform-content-");
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in user of the school: an access token as the accounts module would issue it. */
async function bearer(user: Partial<AuthUser> & { id: number }): Promise<string> {
  return issueAccessToken(loadTokenKey(t.dataDir), {
    siteId: t.school.siteID,
    email: `user${user.id}@example.com`,
    name: `Korisnik ${user.id}`,
    isBackofficeUser: false,
    ...user,
  });
}

/** A call with `Authorization: Bearer <token>` (the harness's calls carry no token). */
async function callAs<T>(token: string | null, method: string, route: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { "x-api-key": t.school.apiKeyToken, "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${t.platform.url}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
}

const filterPosts = (body: Record<string, unknown>) => t.ok<List<PostCard>>("POST", "/api/v1/post/filterStandard", body);

describe("post/filterStandard", () => {
  it("pages the published posts, newest first", async () => {
    const first = await filterPosts({});
    expect(first.pagination).toEqual({ page: 1, limit: 10, totalPages: 5, totalRecords: 44 });
    expect(first.records).toHaveLength(10);
    const dates = first.records.map((post) => post.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.records[0].slug).toBe("otvoreni-upisi-u-prvi-razred");
    expect(first.records[0].media?.path).toMatch(/^\/media\/school\/objava-otvoreni-upisi-u-prvi-razred\.svg$/);
    expect(first.records[0].terms.categories).toEqual([expect.objectContaining({ slug: "vijesti", title: "Vijesti" })]);
    expect(first.records[0]).not.toHaveProperty("body");

    const last = await filterPosts({ page: 5 });
    expect(last.records.map((post) => post.slug)).toContain("sigurnosni-test-objave");
    expect(last.records).toHaveLength(4);
    // The pages do not overlap: together they are every post once.
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => filterPosts({ page })));
    expect(new Set(pages.flatMap((page) => page.records.map((post) => post.id))).size).toBe(44);

    const past = await filterPosts({ page: 6 });
    expect(past.records).toEqual([]);
    expect(past.pagination.totalRecords).toBe(44);
  });

  it("checks limit and page", async () => {
    expect(await t.fails("POST", "/api/v1/post/filterStandard", { limit: 101 })).toEqual({
      status: 400,
      message: "Invalid request: limit: Number must be less than or equal to 100",
    });
    expect((await t.fails("POST", "/api/v1/post/filterStandard", { page: 0 })).message).toMatch(/^Invalid request: page:/);
    expect((await t.fails("POST", "/api/v1/post/filterStandard", { postTypeSlugs: ["event"] })).status).toBe(400);
    expect((await filterPosts({ limit: 100 })).records).toHaveLength(44);
  });

  it("filters by category slugs (any of them)", async () => {
    const sport = await filterPosts({ termSlugs: ["sport"], limit: 100 });
    expect(sport.records.length).toBeGreaterThan(5);
    for (const post of sport.records) expect(post.terms.categories.map((c) => c.slug)).toContain("sport");
    const term = await t.ok<Term>("GET", "/api/v1/term/get/sport");
    expect(sport.pagination.totalRecords).toBe(term.postCount);

    const either = await filterPosts({ termSlugs: ["sport", "natjecanja"], limit: 100 });
    const natjecanja = await filterPosts({ termSlugs: ["natjecanja"], limit: 100 });
    const both = sport.records.filter((post) => natjecanja.records.some((other) => other.id === post.id)).length;
    expect(either.pagination.totalRecords).toBe(sport.pagination.totalRecords + natjecanja.pagination.totalRecords - both);

    expect((await filterPosts({ termSlugs: [] })).pagination.totalRecords).toBe(44);
    const none = await filterPosts({ termSlugs: ["nepostojeca"] });
    expect(none.pagination).toEqual({ page: 1, limit: 10, totalPages: 0, totalRecords: 0 });
  });

  it("finds keywords in title, excerpt and body, in any case and without accents", async () => {
    const byTitle = await filterPosts({ keywords: "KOSARKASI" });
    expect(byTitle.records.map((post) => post.slug)).toEqual(["kosarkasi-prvaci-grada"]);
    // "Raspberry" is only in the body's list.
    const byBody = await filterPosts({ keywords: "raspberry" });
    expect(byBody.records.map((post) => post.slug)).toEqual(["robotika-regionalno-natjecanje"]);
    // Every word must occur; tags do not count as text.
    expect((await filterPosts({ keywords: "robot zlatna" })).records).toEqual([]);
    expect((await filterPosts({ keywords: "figcaption" })).records).toEqual([]);
    expect((await filterPosts({ keywords: "   " })).pagination.totalRecords).toBe(44);
  });

  it("filters by a published_at range, a bare dateTo taking in its whole day", async () => {
    const all = (await filterPosts({ limit: 100 })).records;
    const pivot = all[10].published_at;
    const day = pivot.slice(0, 10);
    const upTo = await filterPosts({ dateTo: day, limit: 100 });
    expect(upTo.records.every((post) => post.published_at.slice(0, 10) <= day)).toBe(true);
    expect(upTo.records.map((post) => post.id)).toContain(all[10].id);
    const from = await filterPosts({ dateFrom: day, limit: 100 });
    expect(from.pagination.totalRecords + upTo.pagination.totalRecords).toBe(44 + all.filter((p) => p.published_at.startsWith(day)).length);
    expect((await t.fails("POST", "/api/v1/post/filterStandard", { dateFrom: "jučer" })).message).toBe(
      "Invalid request: dateFrom: Not a date"
    );
  });

  it("lists pages with postTypeSlugs page, and nothing for a site without posts", async () => {
    const pages = await filterPosts({ postTypeSlugs: ["page"], limit: 100 });
    expect(pages.records.map((page) => page.slug)).toEqual(expect.arrayContaining(["naslovna", "pravila-privatnosti"]));
    expect(pages.records.every((page) => page.postType === "page")).toBe(true);
    const maintenance = await t.call<List<PostCard>>("POST", "/api/v1/post/filterStandard", {}, {
      ...t.school,
      apiKeyToken: t.db.prepare("SELECT api_key_token FROM domains WHERE site_id = 3").pluck().get() as string,
      siteID: 3,
    });
    expect(maintenance.body.data.pagination.totalRecords).toBe(0);
  });

  it("gives the shop's translated posts in the request language", async () => {
    const inLanguage = async <T>(language: string, route: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${t.platform.url}${route}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "x-api-key": t.shop.apiKeyToken, "x-language-code": language, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const en = await inLanguage<List<PostCard>>("en", "/api/v1/post/filterStandard", {});
    expect(en.records.map((post) => post.slug)).toEqual(["new-school-collection", "free-delivery-from-50-euro"]);
    expect(en.records[0].terms.categories).toEqual([expect.objectContaining({ slug: "news", title: "News" })]);
    const de = await inLanguage<Post>("de", "/api/v1/post/get/neue-schulkollektion");
    expect(de.translations).toEqual([
      { language: "hr", slug: "nova-skolska-kolekcija" },
      { language: "en", slug: "new-school-collection" },
    ]);
    expect(de.media?.path).toBe(en.records[0].media?.path);
    const news = await inLanguage<Term>("en", "/api/v1/term/get/news");
    expect(news).toMatchObject({ slugMain: "novosti", postCount: 2 });
    // Another language's slug is not found.
    const response = await fetch(`${t.platform.url}/api/v1/post/get/new-school-collection`, {
      headers: { "x-api-key": t.shop.apiKeyToken, "x-language-code": "de" },
    });
    expect(response.status).toBe(404);
  });

  it("hides posts not yet published", async () => {
    t.db.prepare("UPDATE posts SET published_at = ? WHERE slug = 'sahovski-turnir'").run("2999-01-01T00:00:00.000Z");
    try {
      expect((await filterPosts({ limit: 100 })).pagination.totalRecords).toBe(43);
      expect((await t.fails("GET", "/api/v1/post/get/sahovski-turnir")).status).toBe(404);
    } finally {
      t.db.prepare("UPDATE posts SET published_at = ? WHERE slug = 'sahovski-turnir'").run("2025-01-01T09:30:00.000Z");
    }
  });
});

describe("post/get and finder/decide", () => {
  it("gives the full post with its raw body and categories", async () => {
    const post = await t.ok<Post>("GET", "/api/v1/post/get/sigurnosni-test-objave");
    expect(post.postType).toBe("post");
    expect(post.body).toContain("<script>alert(1)</script>");
    expect(post.body).toContain('onerror="alert(2)"');
    expect(post.body).toContain('href="javascript:alert(3)"');
    expect(post.terms.categories.map((c) => c.slug)).toEqual(["vijesti"]);
    const firstPage = await filterPosts({ termSlugs: ["vijesti"] });
    expect(firstPage.records.map((p) => p.slug)).not.toContain("sigurnosni-test-objave");

    const withVideo = await t.ok<Post>("GET", "/api/v1/post/get/dan-otvorenih-vrata");
    expect(withVideo.body).toMatch(/<h2>.+<\/h2>/);
    expect(withVideo.body).toContain("<ul><li>");
    expect(withVideo.body).toContain('<iframe src="https://www.youtube-nocookie.com/embed/');
    expect(withVideo.body).toContain('<img src="/media/school/objava-dan-otvorenih-vrata-926x926.svg"');
    expect(withVideo.terms.categories.map((c) => c.slug)).toEqual(["vijesti", "dogadanja"]);
    expect((await t.fails("GET", "/api/v1/post/get/nema-je")).message).toBe("Not found");
  });

  it("keeps finder/decide answering pages as before, and posts with categories", async () => {
    const home = await t.ok<{ type: string; entity: Post }>("GET", "/api/v1/finder/decide?slug=naslovna");
    expect(home.type).toBe("page");
    expect(home.entity.sections.length).toBeGreaterThan(0);
    expect(home.entity.terms.categories).toEqual([]);
    const post = await t.ok<{ type: string; entity: Post }>("GET", "/api/v1/finder/decide?slug=kosarkasi-prvaci-grada");
    expect(post.type).toBe("post");
    expect(post.entity.terms.categories.map((c) => c.slug)).toEqual(["sport"]);
  });

  it("serves the post pictures", async () => {
    const [first] = (await filterPosts({ limit: 1 })).records;
    const response = await fetch(`${t.platform.url}${first.media?.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("term", () => {
  it("lists categories, 5 by default, with counts", async () => {
    const list = await t.ok<List<Term>>("POST", "/api/v1/term/filter", { taxonomy: "category" });
    expect(list.records.map((term) => term.slug)).toEqual(["vijesti", "dogadanja", "natjecanja", "projekti", "sport"]);
    expect(list.pagination).toEqual({ page: 1, limit: 5, totalPages: 1, totalRecords: 5 });
    const vijesti = list.records[0];
    expect(vijesti).toMatchObject({ title: "Vijesti", slugMain: "vijesti", taxonomy: "category" });
    expect(vijesti.postCount).toBe((await filterPosts({ termSlugs: ["vijesti"] })).pagination.totalRecords);

    const paged = await t.ok<List<Term>>("GET", "/api/v1/term/filter?limit=2&page=3");
    expect(paged.records.map((term) => term.slug)).toEqual(["sport"]);
    expect(paged.pagination.totalPages).toBe(3);
    const all = await t.ok<List<Term>>("POST", "/api/v1/term/filter", { noPaginate: true, limit: 1 });
    expect(all.records).toHaveLength(5);
  });

  it("gets one category by slug or id", async () => {
    const sport = await t.ok<Term>("GET", "/api/v1/term/get/sport");
    expect(sport.title).toBe("Sport");
    expect(await t.ok<Term>("GET", `/api/v1/term/get/${sport.id}`)).toEqual(sport);
    expect((await t.fails("GET", "/api/v1/term/get/kultura")).status).toBe(404);
  });
});

describe("calendar", () => {
  it("lists upcoming events first, soonest first", async () => {
    const list = await t.ok<List<CalendarEvent>>("POST", "/api/v1/calendar/event/filter", {});
    expect(list.pagination.totalRecords).toBe(6);
    const starts = list.records.map((event) => event.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(starts[0] > new Date().toISOString()).toBe(true);
    expect(list.records.map((event) => event.slug)).not.toContain("dan-skole-proslava");
    expect(list.records[0]).toMatchObject({ slug: "dan-otvorenih-vrata-proljece", place: expect.stringContaining("Ilica 242") });
    expect(list.records[0].description).toContain("<ul>");
    expect(list.records[0].media?.mime).toBe("image/svg+xml");

    const withPast = await t.ok<List<CalendarEvent>>("POST", "/api/v1/calendar/event/filter", { dateFrom: "2000-01-01" });
    expect(withPast.records[0].slug).toBe("dan-skole-proslava");
    expect(withPast.pagination.totalRecords).toBe(7);

    const soon = await t.ok<List<CalendarEvent>>("POST", "/api/v1/calendar/event/filter", {
      dateTo: list.records[1].startsAt.slice(0, 10),
    });
    expect(soon.records.map((event) => event.slug)).toEqual(list.records.slice(0, 2).map((event) => event.slug));
  });

  it("gets one event; unknown ids are 404", async () => {
    const [first] = (await t.ok<List<CalendarEvent>>("POST", "/api/v1/calendar/event/filter", { limit: 1 })).records;
    expect(await t.ok<CalendarEvent>("GET", `/api/v1/calendar/event/get/${first.id}`)).toEqual(first);
    expect((await t.fails("GET", "/api/v1/calendar/event/get/99999")).message).toBe("Not found");
    expect((await t.fails("GET", "/api/v1/calendar/event/get/abc")).status).toBe(400);
  });
});

describe("comment", () => {
  const postId = async (slug: string) => (await t.ok<Post>("GET", `/api/v1/post/get/${slug}`)).id;
  const setOption = (key: string, value: string) =>
    t.db.prepare("UPDATE options SET value = ? WHERE site_id = ? AND key = ?").run(value, t.school.siteID, key);

  it("answers the school's options (SPEC 6)", async () => {
    expect(await t.ok<CommentOptions>("POST", "/api/v1/comment/getOptions", { store_id: t.school.storeID })).toEqual({
      CanCommentOnBlog: "RegisteredUsers",
      RequireAdminPublishing: true,
      OneUserOneComment: false,
      UserCanEditComment: true,
      NumberOfStars: 5,
      AnonymousCanMultipleReview: false,
      RequireRatingForComment: false,
      RequireCommentForRating: true,
    });
  });

  it("lists the published comments of a post, oldest first", async () => {
    const id = await postId("drzavno-natjecanje-iz-matematike");
    const list = await t.ok<List<Comment>>("POST", "/api/v1/comment/filterStandard", { postId: id });
    expect(list.records.map((c) => c.author.name)).toEqual(["Ana Babić", "Ivan Horvat"]);
    expect(list.records.every((c) => c.published && !c.own && c.postId === id)).toBe(true);
    expect(list.records[0].rating).toBe(5);
    expect((await t.fails("POST", "/api/v1/comment/filterStandard", {})).message).toBe("Invalid request: postId: Required");
  });

  it("lets only signed-in users comment; new comments wait for the admin and only their author sees them", async () => {
    const id = await postId("kosarkasi-prvaci-grada");
    expect(await t.fails("POST", "/api/v1/comment/create", { postId: id, body: "Bravo!" })).toEqual({
      status: 401,
      message: "loggedUsersOnly",
    });
    const author = await bearer({ id: 501, name: "Maja Kos" });
    const created = await callAs<Comment>(author, "POST", "/api/v1/comment/create", { postId: id, body: "  Bravo dečki!  ", rating: 5 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      postId: id,
      body: "Bravo dečki!",
      rating: 5,
      published: false,
      own: true,
      author: { id: 501, name: "Maja Kos" },
    });

    const asAuthor = await callAs<List<Comment>>(author, "POST", "/api/v1/comment/filterStandard", { postId: id });
    expect(asAuthor.body.data.records.map((c) => c.id)).toEqual([created.body.data.id]);
    const asOther = await callAs<List<Comment>>(await bearer({ id: 502 }), "POST", "/api/v1/comment/filterStandard", { postId: id });
    expect(asOther.body.data.records).toEqual([]);
    expect((await t.ok<List<Comment>>("POST", "/api/v1/comment/filterStandard", { postId: id })).records).toEqual([]);

    // Once the admin publishes it, everyone sees it, the author marked as such.
    t.db.prepare("UPDATE comments SET published_at = ? WHERE id = ?").run(new Date().toISOString(), created.body.data.id);
    const published = await callAs<List<Comment>>(await bearer({ id: 502 }), "POST", "/api/v1/comment/filterStandard", { postId: id });
    expect(published.body.data.records).toEqual([expect.objectContaining({ id: created.body.data.id, published: true, own: false })]);
  });

  it("checks body and rating against the options", async () => {
    const id = await postId("kosarkasi-prvaci-grada");
    const token = await bearer({ id: 503 });
    const fail = async (body: unknown) => {
      const answer = await callAs(token, "POST", "/api/v1/comment/create", body);
      return { status: answer.status, message: answer.body.message };
    };
    expect(await fail({ postId: id, rating: 4 })).toEqual({ status: 400, message: "Invalid request: body: Required" });
    expect(await fail({ postId: id, body: "   " })).toEqual({ status: 400, message: "Invalid request: body: Required" });
    expect(await fail({ postId: id, body: "x", rating: 6 })).toEqual({
      status: 400,
      message: "Invalid request: rating: Number must be less than or equal to 5",
    });
    expect(await fail({ postId: id, body: "x".repeat(2001) })).toMatchObject({ status: 400 });
    expect(await fail({ postId: 999999, body: "x" })).toEqual({ status: 404, message: "Post not found" });
    const page = await t.ok<Post>("GET", "/api/v1/post/get/naslovna");
    expect(await fail({ postId: page.id, body: "x" })).toEqual({ status: 404, message: "Post not found" });

    setOption("RequireRatingForComment", "true");
    setOption("RequireCommentForRating", "false");
    try {
      expect(await fail({ postId: id, body: "Bez ocjene" })).toEqual({ status: 400, message: "Invalid request: rating: Required" });
      const ratingOnly = await callAs<Comment>(token, "POST", "/api/v1/comment/create", { postId: id, rating: 3 });
      expect(ratingOnly.body.data).toMatchObject({ body: "", rating: 3 });
    } finally {
      setOption("RequireRatingForComment", "false");
      setOption("RequireCommentForRating", "true");
    }
  });

  it("allows several comments per user unless OneUserOneComment", async () => {
    const id = await postId("atletski-miting");
    const token = await bearer({ id: 504 });
    for (const body of ["Prvi", "Drugi"]) {
      expect((await callAs(token, "POST", "/api/v1/comment/create", { postId: id, body })).status).toBe(200);
    }
    setOption("OneUserOneComment", "true");
    try {
      const again = await callAs(token, "POST", "/api/v1/comment/create", { postId: id, body: "Treći" });
      expect({ status: again.status, message: again.body.message }).toEqual({ status: 400, message: "alreadyPostedComment" });
      const other = await callAs(await bearer({ id: 505 }), "POST", "/api/v1/comment/create", { postId: id, body: "Moj prvi" });
      expect(other.status).toBe(200);
    } finally {
      setOption("OneUserOneComment", "false");
    }
  });

  it("lets authors edit their own comment only, while editing is allowed", async () => {
    const id = await postId("sahovski-turnir");
    const author = await bearer({ id: 506 });
    const { body } = await callAs<Comment>(author, "POST", "/api/v1/comment/create", { postId: id, body: "Prvo", rating: 4 });
    const commentId = body.data.id;
    t.db.prepare("UPDATE comments SET published_at = ? WHERE id = ?").run(new Date().toISOString(), commentId);

    const edited = await callAs<Comment>(author, "PATCH", `/api/v1/comment/update/${commentId}`, { body: "Ispravljeno" });
    expect(edited.status).toBe(200);
    // The rating stays; the edit goes back to the admin.
    expect(edited.body.data).toMatchObject({ body: "Ispravljeno", rating: 4, published: false, own: true });

    const denied = async (token: string | null) => {
      const answer = await callAs(token, "PATCH", `/api/v1/comment/update/${commentId}`, { body: "Tuđe" });
      return { status: answer.status, message: answer.body.message };
    };
    expect(await denied(await bearer({ id: 507 }))).toEqual({ status: 403, message: "commentEditNotAllowed" });
    expect(await denied(null)).toEqual({ status: 403, message: "commentEditNotAllowed" });
    setOption("UserCanEditComment", "false");
    try {
      expect(await denied(author)).toEqual({ status: 403, message: "commentEditNotAllowed" });
    } finally {
      setOption("UserCanEditComment", "true");
    }
    const unknown = await callAs(author, "PATCH", "/api/v1/comment/update/999999", { body: "x" });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: "Not found" });
    const emptied = await callAs(author, "PATCH", `/api/v1/comment/update/${commentId}`, { body: "" });
    expect(emptied.body.message).toBe("Invalid request: body: Required");
  });

  it("takes anonymous comments with an author name when everyone may comment", async () => {
    const id = await postId("humanitarna-utrka");
    setOption("CanCommentOnBlog", "Everyone");
    setOption("RequireAdminPublishing", "false");
    try {
      expect((await t.fails("POST", "/api/v1/comment/create", { postId: id, body: "Super!" })).message).toBe(
        "Invalid request: authorName: Required"
      );
      const comment = await t.ok<Comment>("POST", "/api/v1/comment/create", { postId: id, body: "Super!", authorName: "Gost" });
      expect(comment).toMatchObject({ author: { id: null, name: "Gost" }, published: true, own: false });
      expect((await t.ok<List<Comment>>("POST", "/api/v1/comment/filterStandard", { postId: id })).records).toHaveLength(1);
      // Nobody can edit an anonymous comment.
      const edit = await callAs(await bearer({ id: 509 }), "PATCH", `/api/v1/comment/update/${comment.id}`, { body: "x" });
      expect(edit.body.message).toBe("commentEditNotAllowed");
    } finally {
      setOption("CanCommentOnBlog", "RegisteredUsers");
      setOption("RequireAdminPublishing", "true");
    }
  });

  it("answers 403 commentsDisabled when nobody may comment", async () => {
    setOption("CanCommentOnBlog", "Nobody");
    try {
      const answer = await callAs(await bearer({ id: 508 }), "POST", "/api/v1/comment/create", { postId: 1, body: "x" });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 403, message: "commentsDisabled" });
    } finally {
      setOption("CanCommentOnBlog", "RegisteredUsers");
    }
  });
});

describe("form", () => {
  it("lists and gets the school's forms", async () => {
    const list = await t.ok<List<Form>>("POST", "/api/v1/form/filter", {});
    expect(list.records.map((form) => form.type)).toEqual(["contactForm", "newsletter"]);
    const contact = await t.ok<Form>("GET", `/api/v1/form/get/${list.records[0].id}`);
    expect(contact).toMatchObject({ title: "Kontakt", captcha: { key: null, version: null } });
    expect(contact.fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ["name", "text", true],
      ["email", "email", true],
      ["phone", "tel", false],
      ["message", "textarea", true],
    ]);
    expect((await t.ok<List<Form>>("POST", "/api/v1/form/filter", { type: "newsletter" })).records).toHaveLength(1);
    expect((await t.fails("GET", "/api/v1/form/get/999")).message).toBe("Form not found");
  });

  it("validates storeData against the form's fields and files the contact message", async () => {
    const [contact] = (await t.ok<List<Form>>("POST", "/api/v1/form/filter", { type: "contactForm" })).records;
    const store = (data: Record<string, unknown>) => t.fails("POST", "/api/v1/form/storeData", { id: contact.id, data });
    expect(await store({ name: "Ana", email: "ana@example.com" })).toEqual({ status: 400, message: "Invalid request: data.message: Required" });
    expect(await store({ name: "Ana", email: "ana@example.com", message: "  " })).toEqual({
      status: 400,
      message: "Invalid request: data.message: Required",
    });
    expect(await store({ name: "Ana", email: "nije-adresa", message: "Pozdrav" })).toEqual({
      status: 400,
      message: "Invalid request: data.email: Invalid email",
    });
    expect((await t.fails("POST", "/api/v1/form/storeData", { id: 999, data: {} })).message).toBe("Form not found");

    const stored = await t.ok<{ id: number; stored: boolean }>("POST", "/api/v1/form/storeData", {
      id: contact.id,
      data: { name: "Ana Anić", email: "ana@example.com", message: "Zanima me upis.", extra: "dropped" },
    });
    expect(stored.stored).toBe(true);
    const row = t.db.prepare("SELECT data FROM form_submissions WHERE id = ?").pluck().get(stored.id) as string;
    expect(JSON.parse(row)).toEqual({ name: "Ana Anić", email: "ana@example.com", message: "Zanima me upis." });
    expect(
      t.db.prepare("SELECT name, email, message FROM contact_messages WHERE email = 'ana@example.com'").all()
    ).toEqual([{ name: "Ana Anić", email: "ana@example.com", message: "Zanima me upis." }]);
  });

  it("needs a captcha response when the form has a captcha key", async () => {
    const [contact] = (await t.ok<List<Form>>("POST", "/api/v1/form/filter", { type: "contactForm" })).records;
    t.db.prepare("UPDATE forms SET captcha_key = 'site-key', captcha_version = '2' WHERE id = ?").run(contact.id);
    try {
      const data = { name: "Ana", email: "ana@example.com", message: "Pozdrav" };
      expect((await t.fails("POST", "/api/v1/form/storeData", { id: contact.id, data })).message).toBe(
        "Invalid request: captchaResponse: Required"
      );
      await t.ok("POST", "/api/v1/form/storeData", { id: contact.id, data, captchaKey: "site-key", captchaResponse: "token" });
    } finally {
      t.db.prepare("UPDATE forms SET captcha_key = NULL, captcha_version = NULL WHERE id = ?").run(contact.id);
    }
  });

  it("subscribes through the newsletter form and confirms the e-mail once", async () => {
    const [newsletter] = (await t.ok<List<Form>>("POST", "/api/v1/form/filter", { type: "newsletter" })).records;
    await t.ok("POST", "/api/v1/form/storeData", { id: newsletter.id, data: { email: "forma@example.com" } });
    expect(
      await t.fails("POST", "/api/v1/form/storeData", { id: newsletter.id, data: { email: "FORMA@example.com" } })
    ).toEqual({ status: 400, message: "alreadySubscribedToNewsletter" });
    // The failed submission is not kept either (one transaction).
    expect(t.db.prepare("SELECT COUNT(*) FROM form_submissions WHERE form_id = ?").pluck().get(newsletter.id)).toBe(1);

    const token = t.db
      .prepare("SELECT confirm_token FROM newsletter_subscribers WHERE email = 'forma@example.com'")
      .pluck()
      .get() as string;
    expect(await t.ok("GET", `/api/v1/form/confirmEmail/${token}`)).toEqual({
      goalType: "message",
      goal: "Hvala! Vaša prijava na newsletter je potvrđena.",
      confirmedEmail: "forma@example.com",
    });
    expect(await t.fails("GET", `/api/v1/form/confirmEmail/${token}`)).toEqual({
      status: 400,
      message: "Invalid confirmation token.",
    });
  });
});

describe("newsletter, contact, consents, failed requests, sitemap", () => {
  it("subscribes once per address in any case", async () => {
    expect(await t.ok("POST", "/api/v1/marketing/newsletter/subscribe", { email: "Ivo@Example.com", consent: true })).toEqual({
      subscribed: true,
    });
    expect(await t.fails("POST", "/api/v1/marketing/newsletter/subscribe", { email: "ivo@example.com" })).toEqual({
      status: 400,
      message: "alreadySubscribedToNewsletter",
    });
    expect((await t.fails("POST", "/api/v1/marketing/newsletter/subscribe", { email: "ivo" })).message).toBe(
      "Invalid request: email: Invalid email"
    );
    // Another site keeps its own list.
    await t.ok("POST", "/api/v1/marketing/newsletter/subscribe", { email: "ivo@example.com" }, t.shop);
  });

  it("files a contact message", async () => {
    expect(await t.ok("POST", "/api/v1/contact/contactAdmin", { name: "Iva", email: "iva@example.com", message: "Pitanje" })).toEqual({
      sent: true,
    });
    expect(t.db.prepare("SELECT message FROM contact_messages WHERE email = 'iva@example.com'").pluck().all()).toEqual(["Pitanje"]);
    expect((await t.fails("POST", "/api/v1/contact/contactAdmin", { name: "Iva", email: "iva@example.com" })).message).toBe(
      "Invalid request: message: Required"
    );
  });

  it("lets only back-office users assign consents", async () => {
    const body = { assigned_to: "newsletter", consents: [1, 2], requiredConsents: [2] };
    expect((await callAs(null, "POST", "/api/v1/consent/create", body)).status).toBe(401);
    const visitor = await callAs(await bearer({ id: 601 }), "POST", "/api/v1/consent/create", body);
    expect({ status: visitor.status, message: visitor.body.message }).toEqual({ status: 403, message: "Forbidden" });

    const admin = await bearer({ id: 602, isBackofficeUser: true });
    const created = await callAs<ConsentAssignment>(admin, "POST", "/api/v1/consent/create", body);
    expect(created.status).toBe(200);
    expect(created.body.data.consents.map((consent) => consent.uniqueNumber)).toEqual(["UVJETI-KUPNJE", "NEWSLETTER"]);
    expect(created.body.data.requiredConsents.map((consent) => consent.id)).toEqual([2]);
    // A second create replaces the assignment.
    const replaced = await callAs<ConsentAssignment>(admin, "POST", "/api/v1/consent/create", { ...body, consents: [2] });
    expect(replaced.body.data).toMatchObject({ id: created.body.data.id, consents: [expect.objectContaining({ id: 2 })] });

    const unknown = await callAs(admin, "POST", "/api/v1/consent/create", { ...body, consents: [1, 99] });
    expect(unknown.body.message).toBe("Invalid request: consents.1: Unknown consent: 99");
    const notSubset = await callAs(admin, "POST", "/api/v1/consent/create", { ...body, consents: [1] });
    expect(notSubset.body.message).toBe("Invalid request: requiredConsents.0: Not in consents: 2");

    const list = await callAs<{ data: ConsentAssignment[]; total: number; perPage: number }>(admin, "POST", "/api/v1/consent/filter", {
      perPage: 50,
    });
    expect(list.body.data).toMatchObject({ total: 1, perPage: 50, page: 1, lastPage: 1 });
    expect(list.body.data.data.map((assignment) => assignment.assigned_to)).toEqual(["newsletter"]);
  });

  it("counts failed requests per path", async () => {
    await t.ok("POST", "/api/v1/redirect/addFailedRequest", { path: "/objave/nema" });
    expect(await t.ok("POST", "/api/v1/redirect/addFailedRequest", { path: "/objave/nema" })).toMatchObject({
      path: "/objave/nema",
      hits: 2,
    });
  });

  it("lists pages, posts, categories and events for the sitemap", async () => {
    const { records } = await t.ok<{ records: SitemapEntry[] }>("GET", "/api/v1/sitemap/entries");
    const count = (type: string) => records.filter((entry) => entry.type === type).length;
    expect(count("post")).toBe(44);
    expect(count("category")).toBe(5);
    expect(count("event")).toBe(7);
    expect(records).toContainEqual(expect.objectContaining({ type: "page", slug: "pravila-privatnosti", language: "hr" }));
    expect(records.every((entry) => !Number.isNaN(Date.parse(entry.lastmod)))).toBe(true);
    const shop = await t.ok<{ records: SitemapEntry[] }>("GET", "/api/v1/sitemap/entries", undefined, t.shop);
    expect(new Set(shop.records.map((entry) => entry.language))).toEqual(new Set(["hr", "en", "de"]));
  });
});
