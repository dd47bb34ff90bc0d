// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BackupStatus } from "../../../common/backup";
import { BackupPanel } from "./backup-panel";

/** What GET /api/admin/backups answered. */
let served: BackupStatus;
vi.mock("../../lib/admin/use-api-data", () => ({
  useApiData: () => ({ data: served, setData: () => {}, status: "succeeded", error: null, reload: () => {} }),
}));

afterEach(cleanup);

const latest = { name: "backup-2026-11-27T02-00-00Z.tar.gz", createdAt: "2026-11-27T02:00:00.000Z", bytes: 5 * 1024 * 1024 };

describe("the dashboard's backup card", () => {
  it("warns in plain words that backups hold personal data anyone with a copy can read, while they are not encrypted", () => {
    served = { everyHours: 24, overdue: false, encrypted: false, latest };
    render(<BackupPanel />);
    const panel = screen.getByRole("region", { name: "Backups" });
    expect(panel.textContent).toContain("Backups are not encrypted.");
    expect(panel.textContent).toContain("anyone who gets a copy can read them");
    expect(panel.textContent).toContain("ask the person who looks after the server to turn on backup encryption");
  });

  it("says backups are encrypted and need the key, and warns of nothing, when they are", () => {
    served = { everyHours: 24, overdue: false, encrypted: true, latest };
    render(<BackupPanel />);
    const panel = screen.getByRole("region", { name: "Backups" });
    expect(panel.textContent).toContain("Backups are encrypted. They can be restored only with the backup key");
    expect(panel.textContent).not.toContain("not encrypted");
  });
});
