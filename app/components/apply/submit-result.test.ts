import { describe, expect, it } from "vitest";
import { ApplicationSchema } from "../../../common/admission.schema";
import { ApiError } from "../../lib/api-client";
import { fieldErrorsFrom } from "../../lib/field-errors";
import {
  GENERIC_SERVER_FAILURE,
  NETWORK_FAILURE,
  resultFromApiFailure,
  resultFromRefusal,
  UNEXPECTED_FAILURE,
} from "./submit-result";

describe("resultFromApiFailure", () => {
  it("lists each problem when the server sends an errors list", () => {
    const error = new ApiError("Please correct the highlighted fields.", 400, {
      message: "Please correct the highlighted fields.",
      errors: ["Email must be a valid email address", "10th percentage must be between 0 and 100"],
    });
    expect(resultFromApiFailure(error)).toEqual({
      kind: "invalid",
      errors: ["Email must be a valid email address", "10th percentage must be between 0 and 100"],
    });
  });

  it("recognises an email that already applied by the words 'already registered'", () => {
    const error = new ApiError("x", 409, { message: "An application with this name and email is already registered for this academic year. A brother or sister may apply with the same email under their own name." });
    expect(resultFromApiFailure(error)).toEqual({ kind: "duplicate" });
  });

  it("shows any other server message as it is, and a general sentence when there is none", () => {
    const limited = new ApiError("x", 429, { message: "Too many applications from this network. Please try again in an hour." });
    expect(resultFromApiFailure(limited)).toEqual({
      kind: "message",
      message: "Too many applications from this network. Please try again in an hour.",
    });
    expect(resultFromApiFailure(new ApiError("Request failed (502)", 502))).toEqual({ kind: "message", message: GENERIC_SERVER_FAILURE });
  });

  it("explains a lost connection, and anything else as unexpected", () => {
    expect(resultFromApiFailure(new ApiError("No response from server", 0))).toEqual({ kind: "message", message: NETWORK_FAILURE });
    expect(resultFromApiFailure(new ApiError("Request setup failed", 0))).toEqual({ kind: "message", message: UNEXPECTED_FAILURE });
    expect(resultFromApiFailure(new TypeError("boom"))).toEqual({ kind: "message", message: UNEXPECTED_FAILURE });
  });
});

describe("resultFromRefusal", () => {
  it("prefers the errors list over the message", () => {
    expect(resultFromRefusal({ message: "already registered", errors: ["Name is required"] })).toEqual({
      kind: "invalid",
      errors: ["Name is required"],
    });
  });
});

describe("fieldErrorsFrom", () => {
  it("keeps the first message of each field, from the shared schema's issues", () => {
    const result = ApplicationSchema.safeParse({ name: " ", email: "not-an-email", mobile: "12345" });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFrom(result.error!.issues);
    expect(errors.name).toBe("Full name is required");
    expect(errors.email).toBe("Email must be a valid email address");
    expect(errors.mobile).toMatch(/^Mobile number must be a 10-digit Indian mobile number/);
    expect(errors.tenthPercentage).toBe("10th percentage is required");
    expect(Object.keys(errors)).toHaveLength(10);
  });
});
