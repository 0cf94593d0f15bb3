/**
 * A list cursor a dependency refused as not its own (Cognito's `InvalidParameterException` on a page token): the
 * caller's error, answered 400 by the HTTP layer like a cursor ElectroDB cannot parse.
 */
export class InvalidCursorError extends Error {
  constructor(cause: unknown) {
    super('The list cursor was refused', { cause });
    this.name = 'InvalidCursorError';
  }
}
