/** Each field's problems, by the field's name: which field each message of `errors` belongs to. */
export type FieldMessages = Record<string, string[]>;

/** An error whose status and message are meant for the client, in the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    readonly fields?: FieldMessages,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: string[], fields?: FieldMessages) => new HttpError(400, message, errors, fields);
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
