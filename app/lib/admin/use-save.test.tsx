// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { refusalLines, StepFailed, useSave } from "./use-save";

vi.mock("react-hot-toast", () => ({ default: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const FAILURE = "Failed to save the thing";

describe("useSave", () => {
  it("writes valid input, toasts the words the write gives, and says it saved", async () => {
    const { result } = renderHook(() => useSave(FAILURE));
    const write = vi.fn(async (input: { name: string }) => `Saved ${input.name}`);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save({ name: "Meera" }, write);
    });
    expect(saved).toBe(true);
    expect(write).toHaveBeenCalledWith({ name: "Meera" });
    expect(toast.success).toHaveBeenCalledWith("Saved Meera");
    expect(result.current.saving).toBe(false);
    expect(result.current.refusal).toBeNull();
  });

  it("sends nothing when the form refused the input", async () => {
    const { result } = renderHook(() => useSave(FAILURE));
    const write = vi.fn(async () => "Saved");
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save(null, write);
    });
    expect(saved).toBe(false);
    expect(write).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows saving while the write is on its way", async () => {
    const { result } = renderHook(() => useSave(FAILURE));
    let finish: (words: string) => void = () => {};
    let pending: Promise<boolean> | undefined;
    act(() => {
      pending = result.current.save({}, () => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      finish("Saved");
      await pending;
    });
    expect(result.current.saving).toBe(false);
  });

  it("keeps the server's refusal with its details, and toasts its message", async () => {
    const { result } = renderHook(() => useSave(FAILURE));
    const refused = new ApiError("Validation failed", 400, { message: "Validation failed", errors: ["Name is required"] });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save({}, () => Promise.reject(refused));
    });
    expect(saved).toBe(false);
    expect(result.current.refusal).toEqual({ message: "Validation failed", details: ["Name is required"] });
    expect(toast.error).toHaveBeenCalledWith("Validation failed");
    expect(refusalLines(result.current.refusal)).toEqual(["Name is required"]);
  });

  it("says its own failure words when the server gave none, and a failed step's words as they are", async () => {
    const { result } = renderHook(() => useSave(FAILURE));
    await act(async () => {
      await result.current.save({}, () => Promise.reject(new ApiError("No response from server", 0)));
    });
    expect(result.current.refusal).toEqual({ message: FAILURE, details: [] });
    expect(refusalLines(result.current.refusal)).toEqual([FAILURE]);

    await act(async () => {
      await result.current.save({}, () => Promise.reject(new StepFailed("Failed to upload image")));
    });
    expect(result.current.refusal).toEqual({ message: "Failed to upload image", details: [] });
  });

  it("forgets a refusal at the next attempt, or when cleared", async () => {
    const { result } = renderHook(() => useSave(FAILURE));
    const refuse = () => Promise.reject(new ApiError("Refused", 409, { message: "Refused" }));
    await act(async () => {
      await result.current.save({}, refuse);
    });
    expect(result.current.refusal).not.toBeNull();
    await act(async () => {
      await result.current.save(null, refuse);
    });
    expect(result.current.refusal).toBeNull();

    await act(async () => {
      await result.current.save({}, refuse);
    });
    act(() => result.current.clearRefusal());
    expect(result.current.refusal).toBeNull();
  });
});
