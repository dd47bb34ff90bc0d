// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLeaveGuard } from "./use-leave-guard";

/** A screen whose form may hold unsaved changes, with a link to another screen and one to itself with another search. */
function Editor({ ask }: { ask: () => Promise<boolean> }) {
  const [unsaved, setUnsaved] = useState(false);
  useLeaveGuard(unsaved, ask);
  return (
    <main>
      <h1>Editor</h1>
      <button type="button" onClick={() => setUnsaved(true)}>
        Change
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/editor?page=other">Other page</Link>
    </main>
  );
}

function renderEditor(ask: () => Promise<boolean>) {
  const router = createMemoryRouter(
    [
      { path: "/editor", element: <Editor ask={ask} /> },
      { path: "/elsewhere", element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ["/editor?page=faqs"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A question the test answers when it chooses. */
function pendingAnswer() {
  let answer: (leave: boolean) => void = () => {};
  const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
  return { ask, answer: (leave: boolean) => act(async () => answer(leave)) };
}

afterEach(cleanup);

describe("useLeaveGuard", () => {
  it("lets the admin leave without asking while nothing is unsaved", async () => {
    const { ask } = pendingAnswer();
    const router = renderEditor(ask);
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks before leaving unsaved changes, and stays when told to", async () => {
    const { ask, answer } = pendingAnswer();
    const router = renderEditor(ask);
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await answer(false);
    expect(router.state.location.pathname).toBe("/editor");
    expect(screen.getByRole("heading", { name: "Editor" })).toBeTruthy();
  });

  it("asks before another page of the same screen (another search), and leaves when told to", async () => {
    const { ask, answer } = pendingAnswer();
    const router = renderEditor(ask);
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    fireEvent.click(screen.getByRole("link", { name: "Other page" }));
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await answer(true);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?page=other"));
  });

  it("has the browser ask before the tab is closed or reloaded, only while changes are unsaved", () => {
    renderEditor(pendingAnswer().ask);
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    expect(unload()).toBe(true);
  });
});
