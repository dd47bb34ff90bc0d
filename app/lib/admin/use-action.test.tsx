// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { useAction } from "./use-action";

vi.mock("react-hot-toast", () => ({ default: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const FAILURE = "Failed to move the committee";

describe("useAction", () => {
  it("is busy with its key while the action runs, then toasts the words it gave and is free", async () => {
    const { result } = renderHook(() => useAction<string>());
    let finish: (words: string) => void = () => {};
    let pending: Promise<boolean> | undefined;
    act(() => {
      pending = result.current.run("committee-7", FAILURE, () => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe("committee-7");
    let succeeded: boolean | undefined;
    await act(async () => {
      finish("Committee moved");
      succeeded = await pending;
    });
    expect(succeeded).toBe(true);
    expect(result.current.busy).toBeNull();
    expect(toast.success).toHaveBeenCalledWith("Committee moved");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts nothing on success when the action says its outcome itself", async () => {
    const { result } = renderHook(() => useAction<"csv" | "xlsx">());
    await act(async () => {
      await result.current.run("csv", FAILURE, async () => {});
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("toasts the server's words for a failure, else its own, and is free again", async () => {
    const { result } = renderHook(() => useAction<string>());
    let succeeded: boolean | undefined;
    await act(async () => {
      succeeded = await result.current.run("a", FAILURE, () => Promise.reject(new ApiError("Not found", 404, { message: "Committee not found" })));
    });
    expect(succeeded).toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith("Committee not found");
    expect(result.current.busy).toBeNull();

    await act(async () => {
      await result.current.run("a", FAILURE, () => Promise.reject(new ApiError("No response from server", 0)));
    });
    expect(toast.error).toHaveBeenLastCalledWith(FAILURE);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
