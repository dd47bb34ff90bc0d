import type { Response } from "light-my-request";

/**
 * An answer's body for a sweep's table: its JSON, or the start of what it is instead (a file let
 * through by mistake), so a failure names the route rather than failing to parse.
 */
export const answerBody = (response: Response): unknown =>
  String(response.headers["content-type"] ?? "").includes("json") ? response.json() : `${response.headers["content-type"]}: ${response.body.slice(0, 40)}`;
