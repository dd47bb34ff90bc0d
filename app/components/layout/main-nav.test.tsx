// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/i18n";
import { MainNav } from "./main-nav";

/** A screen as wide as a laptop's, where the menu is one row and its groups open on hover. */
function wideScreen() {
  window.matchMedia = (query: string) => ({ matches: query.includes("min-width"), media: query }) as MediaQueryList;
}

function showMenu() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LanguageProvider>
          <MainNav />
        </LanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("button", { name: "Committees" });
}

beforeEach(wideScreen);
afterEach(cleanup);

describe("a group of the main menu on a wide screen", () => {
  // The pointer opens it on its way to the button; the click that follows must not close it again.
  it("stays open when the pointer that opened it clicks its button", () => {
    const button = showMenu();
    fireEvent.mouseEnter(button.closest("li")!);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens and closes from the keyboard (a click with no pointer)", () => {
    const button = showMenu();
    fireEvent.click(button, { detail: 0 });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(button, { detail: 0 });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
