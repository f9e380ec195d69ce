/** Typed domain errors; app/server/http.server.ts turns them into HTTP answers. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(message = "Not found") {
    super(message, 404);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class Forbidden extends DomainError {
  constructor(message = "Forbidden") {
    super(message, 403);
  }
}

export class BadRequest extends DomainError {
  constructor(message: string) {
    super(message, 400);
  }
}
