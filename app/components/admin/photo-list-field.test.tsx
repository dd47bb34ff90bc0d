// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { ImageUpload } from "../../lib/admin/use-image-upload";
import { PhotoListField } from "./photo-list-field";

/**
 * The upload as the server answers it: each picture gets an address named after its file, except
 * "too-big.png", which the server refuses. Pictures only: another type is refused before uploading.
 */
const uploaded: string[] = [];
const fakeUpload = {
  progress: null,
  refusal: (file: File) => (file.type.startsWith("image/") ? null : "Photo must be an image file (JPEG, PNG or WebP)"),
  async upload(file: File) {
    uploaded.push(file.name);
    if (file.name === "too-big.png") throw new ApiError("Image too large (max 10 MB)", 413, { message: "Image too large (max 10 MB)" });
    return `/uploads/${file.name.replace(/\W/g, "")}.webp`;
  },
} as unknown as ImageUpload;

function EventPhotos({ initial }: { initial: string[] }) {
  const [urls, setUrls] = useState<readonly string[]>(initial);
  return (
    <>
      <PhotoListField id="event-photos" legend="Photos" urls={urls} onChange={setUrls} upload={fakeUpload} />
      <output data-testid="urls">{urls.join(" ")}</output>
    </>
  );
}

const picture = (name: string, type = "image/png") => new File(["bytes"], name, { type });

afterEach(() => {
  cleanup();
  uploaded.length = 0;
});

describe("an event's photos", () => {
  it("takes several files at once, adds each in the order chosen, and names the ones that failed without losing the others", async () => {
    render(<EventPhotos initial={["/uploads/existing.webp"]} />);
    const input = screen.getByLabelText("Add photos") as HTMLInputElement;
    expect(input.multiple).toBe(true);

    const chosen = [picture("stage.png"), picture("notes.txt", "text/plain"), picture("too-big.png"), picture("crowd.jpg", "image/jpeg")];
    fireEvent.change(input, { target: { files: chosen } });

    await waitFor(() => expect(screen.getByTestId("urls").textContent).toBe("/uploads/existing.webp /uploads/stagepng.webp /uploads/crowdjpg.webp"));
    expect(uploaded).toEqual(["stage.png", "too-big.png", "crowd.jpg"]);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(["Photo 1", "Photo 2", "Photo 3"]);
    const problems = await screen.findByRole("alert");
    expect(problems.textContent).toContain("notes.txt was not added: Photo must be an image file (JPEG, PNG or WebP)");
    expect(problems.textContent).toContain("too-big.png was not added: Image too large (max 10 MB)");
    expect(problems.textContent).not.toContain("stage.png");
  });
});
