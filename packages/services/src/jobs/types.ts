import type { ApplicationFileCategory, Locale } from '@maison/domain';

/** A description section: its heading and its HTML (sanitised when the feed is read). */
export interface JobDescription {
  name: string;
  value: string;
}

/** 001 §3: a job position as Personio's XML feed describes it (`workzag-jobs` / `position`). */
export interface JobPosition {
  id: string;
  office: string;
  department: string;
  recruitingCategory: string;
  name: string;
  jobDescriptions: JobDescription[];
  employmentType: string;
  seniority: string;
  schedule: string;
  yearsOfExperience: string;
  occupation: string;
  occupationCategory: string;
  createdAt?: string;
}

/** A stored application file, read chunk by chunk when it is forwarded. */
export interface JobDocument {
  original_filename: string;
  content_type: string;
  size: number;
  chunks: () => AsyncIterable<Uint8Array>;
}

/** 001 §3: the application payload, with the uuids the recruiting system gave the files. */
export interface JobApplication {
  first_name: string;
  last_name: string;
  email: string;
  job_position_id: string;
  files: { uuid: string; original_filename: string; category: ApplicationFileCategory }[];
  attributes: { id: string; value: string }[];
}

/**
 * The jobs port (issue 20, 001 §7): the positions of a Personio-shaped XML feed, and the
 * recruiting calls an application is forwarded with.
 */
export interface JobsPort {
  /** True when applications go on to a remote recruiting system (the outbox forwards them). */
  readonly forwardsApplications: boolean;
  listPositions(language: Locale): Promise<JobPosition[]>;
  /** The position, or null when the feed has none with this id. */
  position(id: string, language: Locale): Promise<JobPosition | null>;
  /** Hands a document to the recruiting system; answers the uuid it gave it. */
  uploadDocument(document: JobDocument): Promise<{ uuid: string }>;
  submitApplication(application: JobApplication): Promise<void>;
}

/** The jobs service failed (unreachable, refused the key, answered garbage). */
export class JobsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'JobsError';
  }
}
