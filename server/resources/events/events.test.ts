import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariantUrl } from "../../../common/image-sources";
import { readKept } from "../../../tests/support/kept-answer";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { describeAboveTheDatabase, itAboveTheDatabase } from "../../../tests/support/database-subject";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type CollegeEvent = {
  _id: string;
  title: string;
  titleMr: string;
  date: string;
  description: string;
  descriptionMr: string;
  images: string[];
  status: "draft" | "published";
  publishAt: string | null;
  publishedAt: string | null;
};

/** An event as everyone reads it: without the publishing fields only staff read. */
const asPublic = ({ status: _status, publishAt: _publishAt, ...event }: CollegeEvent) => event;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, payload, headers });

let counter = 0;
const sample = (overrides: object = {}) => {
  counter += 1;
  return { title: `Science Exhibition ${counter}`, date: "2026-02-28", description: "Models and posters by students.", ...overrides };
};

async function addEvent(overrides: object = {}): Promise<CollegeEvent> {
  const response = await request("POST", "/api/admin/events", sample(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event;
}

const publicList = async (): Promise<CollegeEvent[]> => (await request("GET", "/api/events", undefined, {})).json();

let pictureCounter = 0;
async function storedPicture() {
  pictureCounter += 1;
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: pictureCounter * 30, g: 120, b: 80 } } })
    .png()
    .toBuffer();
  return t.app.services.pictures.storePicture(bytes);
}
const fileStatus = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

describe("POST /api/admin/events", () => {
  it("adds an event with its pictures in order, trimmed", async () => {
    const images = ["/uploads/0123456789abcdef0123456789abcdef.webp", "https://example.org/stage.jpg"];
    const response = await request("POST", "/api/admin/events", {
      title: "  Annual Sports Meet ",
      date: "2026-01-18",
      description: " Cricket, kabaddi and athletics. ",
      images,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Event added successfully",
      event: {
        _id: expect.any(String),
        title: "Annual Sports Meet",
        titleMr: "",
        date: "2026-01-18",
        description: "Cricket, kabaddi and athletics.",
        descriptionMr: "",
        images,
        status: "published",
        publishAt: null,
        publishedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
  });

  itAboveTheDatabase("keeps a Marathi title beside the English one; empty, left out or null is no Marathi title", async () => {
    const marathi = await request("POST", "/api/admin/events", sample({ titleMr: " जागतिक फार्मासिस्ट दिन " }));
    expect(marathi.statusCode).toBe(201);
    expect(marathi.json().event.titleMr).toBe("जागतिक फार्मासिस्ट दिन");
    expect((await publicList()).find((event) => event._id === marathi.json().event._id)?.titleMr).toBe("जागतिक फार्मासिस्ट दिन");
    for (const titleMr of [null, "", undefined]) {
      const response = await request("POST", "/api/admin/events", sample({ titleMr }));
      expect(response.statusCode).toBe(201);
      expect(response.json().event.titleMr).toBe("");
    }
    const edited = await request("PUT", `/api/admin/events/${marathi.json().event._id}`, sample({ titleMr: null }));
    expect(edited.json().event.titleMr).toBe("");
  });

  itAboveTheDatabase("keeps a Marathi description beside the English one, its line breaks kept; empty, left out or null is none", async () => {
    const descriptionMr = " क्रिकेट, कबड्डी व मैदानी खेळ.\nतीन दिवस. ";
    const marathi = await request("POST", "/api/admin/events", sample({ descriptionMr }));
    expect(marathi.statusCode).toBe(201);
    expect(marathi.json().event.descriptionMr).toBe("क्रिकेट, कबड्डी व मैदानी खेळ.\nतीन दिवस.");
    expect((await publicList()).find((event) => event._id === marathi.json().event._id)?.descriptionMr).toBe("क्रिकेट, कबड्डी व मैदानी खेळ.\nतीन दिवस.");
    for (const empty of [null, "", undefined]) {
      expect((await request("POST", "/api/admin/events", sample({ descriptionMr: empty }))).json().event.descriptionMr).toBe("");
    }
    const tooLong = await request("POST", "/api/admin/events", sample({ descriptionMr: "स".repeat(4001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(["Description in Marathi must be at most 4000 characters"]);
  });

  itAboveTheDatabase("answers 400 for a Marathi title that is too long or not text", async () => {
    const tooLong = await request("POST", "/api/admin/events", sample({ titleMr: "क".repeat(201) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ success: false, message: expect.any(String), errors: ["Title in Marathi must be at most 200 characters"] });
    const notText = await request("POST", "/api/admin/events", sample({ titleMr: 42 }));
    expect(notText.json().errors).toEqual(["Title in Marathi must be text"]);
  });

  itAboveTheDatabase("needs only a title and a date", async () => {
    const response = await request("POST", "/api/admin/events", { title: "Blood donation camp", date: "2025-08-15" });
    expect(response.statusCode).toBe(201);
    expect(response.json().event).toMatchObject({ description: "", images: [] });
  });

  itAboveTheDatabase("answers 400 naming every missing or malformed field", async () => {
    const missing = await request("POST", "/api/admin/events", { title: " ", description: "No date" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: expect.any(String), errors: ["Title is required", "Date is required"] });

    for (const date of ["2026-02-30", "28-02-2026", "tomorrow"]) {
      const response = await request("POST", "/api/admin/events", sample({ date }));
      expect(response.statusCode, date).toBe(400);
      expect(response.json().errors).toEqual(["Date must be a real date written YYYY-MM-DD"]);
    }
  });

  itAboveTheDatabase("answers 400 for pictures that are not safe links, saying which", async () => {
    const response = await request("POST", "/api/admin/events", sample({ images: ["/uploads/a.webp", "javascript:alert(1)", "//evil.example/x.png", ""] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.stringMatching(/^Image must be a path on this site .*\(item 2\)$/),
      expect.stringMatching(/^Image must be a path on this site .*\(item 3\)$/),
      "Image is required (item 4)",
    ]);
    const notAList = await request("POST", "/api/admin/events", sample({ images: "/uploads/a.webp" }));
    expect(notAList.json().errors).toEqual(["Images must be a list of picture addresses"]);
  });
});

describe("GET /api/events", () => {
  it("lists events newest date first; of two on one day, the one added last first", async () => {
    const older = await addEvent({ date: "2020-03-01" });
    const newest = await addEvent({ date: "2030-12-31" });
    const sameDayFirst = await addEvent({ date: "2025-06-01" });
    const sameDaySecond = await addEvent({ date: "2025-06-01" });

    const list = await publicList();
    const dates = list.map((event) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = list.map((event) => event._id);
    expect(ids[0]).toBe(newest._id);
    expect(ids.indexOf(sameDaySecond._id)).toBe(ids.indexOf(sameDayFirst._id) - 1);
    expect(list.find((event) => event._id === older._id)).toEqual(asPublic(older));
  });
});

describe("PUT /api/admin/events/:id", () => {
  it("replaces the fields and the pictures as a whole", async () => {
    const event = await addEvent({ images: ["/images/a.jpg", "/images/b.jpg"] });
    const response = await request("PUT", `/api/admin/events/${event._id}`, { title: "Renamed", date: "2026-03-01", images: ["/images/b.jpg"] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Event updated successfully",
      event: {
        _id: event._id,
        title: "Renamed",
        titleMr: "",
        date: "2026-03-01",
        description: "",
        descriptionMr: "",
        images: ["/images/b.jpg"],
        status: "published",
        publishAt: null,
        publishedAt: event.publishedAt,
      },
    });
    expect((await publicList()).find((each) => each._id === event._id)?.images).toEqual(["/images/b.jpg"]);
  });

  it("answers 400 for missing fields and 404 for unknown or malformed ids", async () => {
    const event = await addEvent();
    const invalid = await request("PUT", `/api/admin/events/${event._id}`, { description: "Only words" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(["Title is required", "Date is required"]);
    for (const id of ["00000000-0000-4000-8000-000000000000", "sports-meet"]) {
      const response = await request("PUT", `/api/admin/events/${id}`, sample());
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Event not found" });
    }
  });
});

describe("DELETE /api/admin/events/:id", () => {
  itAboveTheDatabase("deletes the event, then answers 404 for it", async () => {
    const event = await addEvent();
    const response = await request("DELETE", `/api/admin/events/${event._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Event deleted successfully" });
    expect((await publicList()).map((each) => each._id)).not.toContain(event._id);
    const again = await request("DELETE", `/api/admin/events/${event._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: "Event not found" });
  });
});

describeAboveTheDatabase("uploaded pictures of events", () => {
  it("deletes a picture's files once no event shows it, and keeps those still shown", async () => {
    const [kept, dropped, shared] = [await storedPicture(), await storedPicture(), await storedPicture()];
    const event = await addEvent({ images: [kept, dropped, shared] });
    const other = await addEvent({ images: [shared] });

    await request("PUT", `/api/admin/events/${event._id}`, sample({ images: [kept, shared] }));
    for (const url of [dropped, imageVariantUrl(dropped, 480)]) expect(await fileStatus(url), url).toBe(404);
    expect(await fileStatus(kept)).toBe(200);

    await request("DELETE", `/api/admin/events/${event._id}`);
    expect(await fileStatus(kept)).toBe(404);
    expect(await fileStatus(shared)).toBe(200);

    await request("DELETE", `/api/admin/events/${other._id}`);
    expect(await fileStatus(shared)).toBe(404);
  });

  it("keeps a picture's files while an event shows it, when the gallery image with it goes", async () => {
    const url = await storedPicture();
    await addEvent({ images: [url] });
    const image = await request("POST", "/api/admin/images", { url, section: "gallery" });
    await request("DELETE", `/api/admin/images/${image.json().image._id}`);
    expect(await fileStatus(url)).toBe(200);
  });
});

describe("admin routes refuse requests without a valid token", () => {
  it("answers 401 on every write without a token and with a bad one, and changes nothing", async () => {
    const event = await addEvent();
    const calls: [Parameters<typeof request>[0], string, object?][] = [
      ["POST", "/api/admin/events", sample()],
      ["PUT", `/api/admin/events/${event._id}`, sample()],
      ["DELETE", `/api/admin/events/${event._id}`],
    ];
    for (const headers of [{}, { authorization: "Bearer expired-or-forged" }] as Headers[]) {
      for (const [method, url, body] of calls) {
        const response = await request(method, url, body, headers);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    expect((await publicList()).find((each) => each._id === event._id)).toEqual(asPublic(event));
  });
});

describe("publishing", () => {
  it("keeps a draft and a scheduled event off /api/events, and lists both for staff with their state", async () => {
    const draft = await addEvent({ title: "Draft: alumni meet", status: "draft" });
    const scheduled = await addEvent({ title: "Pharmacy week", publishAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() });
    expect(draft).toMatchObject({ status: "draft", publishAt: null, publishedAt: null });
    expect(scheduled).toMatchObject({ status: "published", publishAt: expect.stringMatching(ISO_TIMESTAMP) });

    const publicIds = (await publicList()).map((event) => event._id);
    expect(publicIds).not.toContain(draft._id);
    expect(publicIds).not.toContain(scheduled._id);
    const staffList = (await request("GET", "/api/admin/events")).json() as CollegeEvent[];
    expect(staffList.find((event) => event._id === draft._id)).toEqual(draft);
    expect(staffList.find((event) => event._id === scheduled._id)).toEqual(scheduled);
  });

  it("answers 400 naming the field for a bad status or publication time", async () => {
    const badStatus = await request("POST", "/api/admin/events", sample({ status: "hidden" }));
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual(["Status must be draft or published"]);
    const badTime = await request("POST", "/api/admin/events", sample({ publishAt: "2026-06-12 10:00" }));
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors).toEqual(["Publish at must be a date and time with its zone, like 2026-06-12T10:00:00+05:30"]);
  });
});

describe("a scheduled event, by the clock alone", () => {
  let clocked: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    clocked = await createTestApp({}, { clock: () => new Date(now) });
  });
  afterAll(() => clocked.close());


  it("appears in the kept /api/events the moment its time comes, with no write; a draft never does", async () => {
    const headers = await clocked.headersAs("editor");
    const add = async (payload: object) => {
      const response = await clocked.app.inject({ method: "POST", url: "/api/admin/events", headers, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    await add(sample({ title: "Blood donation camp", publishAt: new Date(now + 5_000).toISOString() }));
    await add(sample({ title: "Draft: industrial visit", status: "draft" }));
    expect(await readKept(clocked.app, "/api/events")).not.toContain("Blood donation camp");
    now += 6_000;
    const shown = (await clocked.app.inject({ url: "/api/events" })).body;
    expect(shown).toContain("Blood donation camp");
    expect(shown).not.toContain("Draft: industrial visit");
  });
});
