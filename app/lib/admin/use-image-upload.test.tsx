// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadFile } from "../api-client";
import { useImageUpload } from "./use-image-upload";

vi.mock("../api-client", async (original) => ({ ...(await original<typeof import("../api-client")>()), uploadFile: vi.fn() }));

afterEach(() => vi.clearAllMocks());

/** An upload the test answers when it chooses: the server's address for the picture, or a refusal. */
function pendingUpload() {
  let answer!: (value: { imageUrl: string }) => void;
  let refuse!: (reason: Error) => void;
  vi.mocked(uploadFile).mockReturnValueOnce(
    new Promise((resolve, reject) => {
      answer = resolve as typeof answer;
      refuse = reject;
    }),
  );
  return { answer, refuse };
}

const photo = (name: string) => new File(["png"], name, { type: "image/png" });

function renderUpload() {
  // jsdom has no object URLs; the preview is not what these tests are about.
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => {};
  return renderHook(() => useImageUpload({ types: ["image/png"], typeMessage: "A PNG, please" })).result;
}

type Upload = ReturnType<typeof renderUpload>;

/** Chooses a picture and starts its upload in the same event, as the forms do; gives the upload's outcome. */
function chooseAndUpload(upload: Upload, name: string): Promise<string | null> {
  let url!: Promise<string | null>;
  act(() => {
    upload.current.choose(photo(name));
    url = upload.current.upload(photo(name));
  });
  return url;
}

describe("useImageUpload", () => {
  it("gives the uploaded picture's address", async () => {
    const upload = renderUpload();
    const server = pendingUpload();
    const url = chooseAndUpload(upload, "kavita.png");
    server.answer({ imageUrl: "/uploads/kavita.webp" });
    await act(async () => expect(await url).toBe("/uploads/kavita.webp"));
    expect(upload.current.progress).toBeNull();
  });

  it("gives nothing for an upload still going up when the form was reset (Cancel), so its address lands in no other form", async () => {
    const upload = renderUpload();
    const server = pendingUpload();
    const url = chooseAndUpload(upload, "kavita-new.png");
    act(() => upload.current.clear());
    server.answer({ imageUrl: "/uploads/kavita-new.webp" });
    await act(async () => expect(await url).toBeNull());
  });

  it("gives nothing for an earlier choice's upload once another picture is chosen, and keeps the later one's progress", async () => {
    const upload = renderUpload();
    const first = pendingUpload();
    const second = pendingUpload();
    const firstUrl = chooseAndUpload(upload, "first.png");
    const secondUrl = chooseAndUpload(upload, "second.png");
    first.answer({ imageUrl: "/uploads/first.webp" });
    await act(async () => expect(await firstUrl).toBeNull());
    expect(upload.current.progress).toBe(0);
    second.answer({ imageUrl: "/uploads/second.webp" });
    await act(async () => expect(await secondUrl).toBe("/uploads/second.webp"));
  });

  it("keeps quiet about a refusal of an upload the form no longer holds, and passes on a current one's", async () => {
    const upload = renderUpload();
    const stale = pendingUpload();
    const staleUrl = chooseAndUpload(upload, "old.png");
    act(() => upload.current.clear());
    stale.refuse(new Error("Image too large"));
    await act(async () => expect(await staleUrl).toBeNull());

    const current = pendingUpload();
    const currentUrl = chooseAndUpload(upload, "big.png");
    current.refuse(new Error("Image too large"));
    await act(async () => expect(currentUrl).rejects.toThrow("Image too large"));
  });
});
