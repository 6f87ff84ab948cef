/** Errors of the report writers: a stable `code` and a message that says what to do. */
export class ReportWriterError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The report does not match ReportSchema; nothing was written. */
export class InvalidReportError extends ReportWriterError {
  constructor(issues: string) {
    super('report.invalid', `the report does not match ReportSchema, so it was not written (fix the code that built it):\n${issues}`);
  }
}

/** A trajectory record does not match TrajectoryRecordSchema; it was not appended. */
export class InvalidTrajectoryError extends ReportWriterError {
  constructor(issues: string) {
    super('trajectory.invalid', `the trajectory record does not match TrajectoryRecordSchema, so it was not appended:\n${issues}`);
  }
}

/**
 * A secret value also occurs outside any string (in a number or in the file's own structure), so replacing it
 * would corrupt the file. Only very short or numeric secrets do this.
 */
export class SecretInStructureError extends ReportWriterError {
  constructor(file: string) {
    super(
      'report.secret-in-structure',
      `a secret value occurs in the structure of ${file} (a number or a key), so it cannot be masked without corrupting the file; ` +
        'use longer, non-numeric secrets',
    );
  }
}

/** append() after close(). */
export class WriterClosedError extends ReportWriterError {
  constructor(file: string) {
    super('trajectory.closed', `the trajectory writer for ${file} is closed; create a new writer to append more records`);
  }
}
