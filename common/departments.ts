/**
 * The college's two departments, which are also the two programmes a family applies for. Kept
 * apart from the schemas so the public pages that name them do not load the validation library.
 */
export const DEPARTMENTS = ["bpharm", "dpharm"] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const departmentLabels = { bpharm: "B.Pharm", dpharm: "D.Pharm" } as const satisfies Record<Department, string>;

/** What the admin form starts with; the API itself asks for a department every time. */
export const DEFAULT_DEPARTMENT = "bpharm" satisfies Department;
