/**
 * A problem with one record: the importer skips it (storing nothing from it), reports where it is
 * and why, and goes on with the rest.
 */
export class RecordError extends Error {
  constructor(
    message: string,
    readonly where: { file: string; record?: string; line?: number },
  ) {
    super(message);
    this.name = 'RecordError';
  }
}

/** A problem that stops the whole import (e.g. the path does not exist). */
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceError';
  }
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
