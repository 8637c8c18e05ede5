import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AiPassage } from '@statehouse/shared/ai/ai.schemas';
import {
  type CommitteeVideoClip,
  type CommitteeVideoDetail,
  type CommitteeVideoListQuery,
  type CommitteeVideoListReply,
  type CommitteeVideoStatesReply,
  type CommitteeVideoSummary,
  type CreateClipRequest,
  clipSharePath,
  formatTimecode,
  type MissingLiveReportReply,
  type TranscriptSearchQuery,
  type TranscriptSearchReply,
  type TranscriptStatus,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { rankPassages } from '../../ai/passage-ranking';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import type { AuthUser } from '../../plugins/auth';
import {
  type ClipRow,
  type HearingRow,
  insertClip,
  insertMissingLiveReport,
  selectBillMentions,
  selectClip,
  selectHearing,
  selectHearingPage,
  selectMentions,
  selectSegments,
  selectStateCounts,
  selectTranscriptHits,
} from './committee-videos.queries';
import { cutClip, probeMedia } from './ffmpeg-media';

export type Caller = Pick<AuthUser, 'id' | 'accountId'>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The player's picture: a video type or a file name ending in a video extension; audio otherwise. */
function mediaKind(row: HearingRow): CommitteeVideoSummary['media'] {
  if (!row.mediaBlobKey && !row.mediaUrl) return 'none';
  if (row.mediaType?.startsWith('video/')) return 'video';
  if (row.mediaType?.startsWith('audio/')) return 'audio';
  return /\.(mp4|webm|mov|mkv|m4v)(\?|$)/i.test(row.mediaUrl ?? row.mediaBlobKey ?? '') ? 'video' : 'audio';
}

function toSummary(row: HearingRow): CommitteeVideoSummary {
  return {
    id: row.id,
    title: row.title,
    stateCode: row.stateCode,
    sessionCode: row.sessionCode,
    chamber: row.chamber,
    committee: row.committeeName ? { id: row.committeeId, name: row.committeeName } : null,
    startsAt: iso(row.startsAt),
    durationSeconds: row.durationMs === null ? null : Math.round(row.durationMs / 1000),
    media: mediaKind(row),
    transcriptStatus: row.transcriptStatus as TranscriptStatus,
    segmentCount: row.segmentCount,
    mentionCount: row.mentionCount,
  };
}

/** Where the player reads a hearing's recording: our own media call for a stored file, else the official URL. */
export const hearingMediaPath = (id: number) => `/api/committee-videos/${id}/media`;
export const clipMediaPath = (uuid: string) => `/api/committee-videos/clip/${uuid}/download`;

async function requireHearing(db: Database, id: number): Promise<HearingRow> {
  const row = await selectHearing(db, id);
  if (!row) throw new AppError('NOT_FOUND', `Hearing ${id} was not found`);
  return row;
}

/** GET /api/committee-videos: hearings newest first, every SPEC filter. */
export async function listCommitteeVideos({
  db,
  query,
}: {
  db: Database;
  query: CommitteeVideoListQuery;
}): Promise<CommitteeVideoListReply> {
  const { rows, total } = await selectHearingPage(db, query);
  let data = rows.map(toSummary);
  if (query.billId) {
    // The bill page quotes where the bill is named and links to that second, so each hearing carries its mentions.
    const mentions = await selectBillMentions(
      db,
      query.billId,
      rows.map((row) => row.id),
    );
    data = data.map((summary) => ({
      ...summary,
      billMentions: mentions
        .filter((mention) => mention.hearingId === summary.id)
        .map(({ hearingId: _hearingId, ...mention }) => mention),
    }));
  }
  return { data, total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/committee-videos/{id}: the hearing, its transcript in time order and its bill mentions. */
export async function getCommitteeVideo({ db, id }: { db: Database; id: number }): Promise<CommitteeVideoDetail> {
  const row = await requireHearing(db, id);
  const [segments, mentions] = await Promise.all([selectSegments(db, id), selectMentions(db, id)]);
  const calendarEventId = row.eventId && /^\d+$/.test(row.eventId) ? Number(row.eventId) : null;
  return {
    ...toSummary(row),
    sourceUrl: row.sourceUrl,
    mediaUrl: row.mediaBlobKey ? hearingMediaPath(row.id) : row.mediaUrl,
    mediaType: row.mediaType,
    canClip: Boolean(row.mediaBlobKey || (row.mediaUrl && /^https?:\/\//i.test(row.mediaUrl))),
    transcriptMessage: row.transcriptMessage,
    calendarEventId,
    segments,
    mentions,
  };
}

/** GET /api/committee-videos/stateCode: the states with hearings, with counts. */
export async function getCommitteeVideoStates({ db }: { db: Database }): Promise<CommitteeVideoStatesReply> {
  const rows = await selectStateCounts(db);
  return { data: rows.map((row) => ({ ...row, latest: row.latest === null ? null : iso(row.latest) })) };
}

/** GET /api/committee-videos/search: lines spoken that match, across states, with the moment to jump to. */
export async function searchTranscripts({
  db,
  query,
}: {
  db: Database;
  query: TranscriptSearchQuery;
}): Promise<TranscriptSearchReply> {
  const rows = await selectTranscriptHits(db, {
    term: query.term,
    stateCodes: query.stateCodes,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.slice(0, query.limit).map((row) => ({ ...row, startsAt: iso(row.startsAt) })),
    page: query.page,
    limit: query.limit,
    hasMore: rows.length > query.limit,
  };
}

/** The blob store key of a clip's file. */
const clipKey = (accountId: number, uuid: string) => `clips/${accountId}/${uuid}.mp4`;

/**
 * POST /api/committee-videos/create-clip: cuts [start, end) of the hearing's recording with ffmpeg, re-encoded so
 * the bounds are exact, stores the file in the blob store and returns the clip with its share link. A stored
 * recording is copied to a temporary file first (ffmpeg seeks in files, not in streams); an official URL is read by
 * ffmpeg itself.
 */
export async function createClip({
  db,
  blobStore,
  caller,
  input,
}: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  input: CreateClipRequest;
}): Promise<CommitteeVideoClip> {
  const hearing = await requireHearing(db, input.videoId);
  const remote = hearing.mediaUrl && /^https?:\/\//i.test(hearing.mediaUrl) ? hearing.mediaUrl : null;
  if (!hearing.mediaBlobKey && !remote) {
    throw new AppError('BAD_REQUEST', 'This hearing has no recording to cut a clip from (only its transcript)');
  }
  const startMs = Math.round(input.start * 1000);
  const endMs = Math.round(input.end * 1000);
  if (hearing.durationMs !== null && startMs >= hearing.durationMs) {
    throw new AppError(
      'BAD_REQUEST',
      `start is past the end of the recording (${formatTimecode(hearing.durationMs)} long)`,
    );
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'statehouse-clip-'));
  try {
    let source = remote as string;
    if (hearing.mediaBlobKey) {
      const stream = await blobStore.get(hearing.mediaBlobKey);
      if (!stream) throw new AppError('NOT_FOUND', 'The recording of this hearing is missing from storage');
      source = path.join(folder, 'source');
      await pipeline(stream, createWriteStream(source));
    }
    const info = await probeMedia(source);
    if (!info) throw new AppError('BAD_REQUEST', 'The recording of this hearing cannot be read as audio or video');
    if (info.durationMs !== null && startMs >= info.durationMs) {
      throw new AppError(
        'BAD_REQUEST',
        `start is past the end of the recording (${formatTimecode(info.durationMs)} long)`,
      );
    }
    const clippedEnd = info.durationMs === null ? endMs : Math.min(endMs, info.durationMs);
    const output = path.join(folder, 'clip.mp4');
    await cutClip({ input: source, output, startMs, endMs: clippedEnd, video: info.hasVideo });
    const uuid = randomUUID();
    const key = clipKey(caller.accountId, uuid);
    const sizeBytes = (await stat(output)).size;
    await blobStore.put(key, createReadStream(output), { contentType: info.hasVideo ? 'video/mp4' : 'audio/mp4' });
    const row = await insertClip(db, {
      uuid,
      hearingId: hearing.id,
      accountId: caller.accountId,
      createdByUserId: caller.id,
      title: input.title,
      startMs,
      endMs: clippedEnd,
      media: info.hasVideo ? 'video' : 'audio',
      blobKey: key,
      sizeBytes,
    });
    return toClip(db, row, hearing);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function toClip(db: Database, clip: ClipRow, hearing: HearingRow): Promise<CommitteeVideoClip> {
  const lines = await selectSegments(db, hearing.id, { fromMs: clip.startMs, toMs: clip.endMs });
  return {
    uuid: clip.uuid,
    videoId: clip.hearingId,
    title: clip.title,
    startMs: clip.startMs,
    endMs: clip.endMs,
    media: clip.media === 'video' ? 'video' : 'audio',
    mediaUrl: clipMediaPath(clip.uuid),
    sharePath: clipSharePath(hearing.stateCode, clip.uuid),
    stateCode: hearing.stateCode,
    hearingTitle: hearing.title,
    committee: hearing.committeeName,
    hearingStartsAt: iso(hearing.startsAt),
    // Times from the clip's own start: its file starts at 0.
    transcript: lines.map((line) => ({
      ...line,
      startMs: line.startMs === null ? null : Math.max(0, line.startMs - clip.startMs),
      endMs: line.endMs === null ? null : Math.min(clip.endMs, line.endMs) - clip.startMs,
    })),
    createdAt: iso(clip.createdAt),
  };
}

async function requireClip(db: Database, uuid: string): Promise<ClipRow> {
  const clip = await selectClip(db, uuid);
  if (!clip) throw new AppError('NOT_FOUND', 'This clip does not exist (the link may be mistyped)');
  return clip;
}

/** GET /api/committee-videos/clip/{uuid}: public; the uuid is the share link. */
export async function getClip({ db, uuid }: { db: Database; uuid: string }): Promise<CommitteeVideoClip> {
  const clip = await requireClip(db, uuid);
  return toClip(db, clip, await requireHearing(db, clip.hearingId));
}

/** What a media reply streams: a blob (with its type and a download name), or an official URL to redirect to. */
export type MediaSource =
  | { kind: 'blob'; key: string; contentType: string; fileName: string }
  | { kind: 'url'; url: string };

const safeFileName = (title: string) =>
  title
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 80) || 'clip';

/** GET /api/committee-videos/clip/{uuid}/download: the clip's file. */
export async function getClipMedia({ db, uuid }: { db: Database; uuid: string }): Promise<MediaSource> {
  const clip = await requireClip(db, uuid);
  return {
    kind: 'blob',
    key: clip.blobKey,
    contentType: clip.media === 'video' ? 'video/mp4' : 'audio/mp4',
    fileName: `${safeFileName(clip.title)}.${clip.media === 'video' ? 'mp4' : 'm4a'}`,
  };
}

/** GET /api/committee-videos/{id}/media: the stored recording, or the official URL it lives at. */
export async function getHearingMedia({ db, id }: { db: Database; id: number }): Promise<MediaSource> {
  const hearing = await requireHearing(db, id);
  if (hearing.mediaBlobKey) {
    return {
      kind: 'blob',
      key: hearing.mediaBlobKey,
      contentType: hearing.mediaType ?? 'application/octet-stream',
      fileName: safeFileName(hearing.title),
    };
  }
  if (hearing.mediaUrl) return { kind: 'url', url: hearing.mediaUrl };
  throw new AppError('NOT_FOUND', 'This hearing has no recording (only its transcript)');
}

/** POST /api/committee-videos/missing-live-report. */
export async function reportMissingLive({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: { report: string; stateCode?: string };
}): Promise<MissingLiveReportReply> {
  const row = await insertMissingLiveReport(db, {
    accountId: caller.accountId,
    userId: caller.id,
    stateCode: input.stateCode ?? null,
    report: input.report,
  });
  return { id: row.id, receivedAt: iso(row.createdAt) };
}

/** Transcript lines grouped into passages of about this many characters for the video chat. */
const CHAT_PASSAGE_CHARS = 600;
const CHAT_PASSAGES = 6;

/**
 * The passages of a hearing's transcript that best match a question (POST /api/ai/video-chat): consecutive lines
 * grouped into short windows, each labelled with the moment it starts so an answer cites "at 12:34".
 */
export async function transcriptPassages({
  db,
  videoId,
  question,
}: {
  db: Database;
  videoId: number;
  question: string;
}): Promise<{ passages: AiPassage[]; title: string }> {
  const hearing = await requireHearing(db, videoId);
  const lines = await selectSegments(db, videoId);
  if (lines.length === 0) {
    throw new AppError(
      'NOT_FOUND',
      hearing.transcriptMessage
        ? `This hearing has no transcript yet: ${hearing.transcriptMessage}`
        : 'This hearing has no transcript yet, so questions cannot be answered from it',
    );
  }
  const windows: AiPassage[] = [];
  let current: { startMs: number | null; texts: string[]; chars: number } | null = null;
  const flush = () => {
    if (!current) return;
    const at = current.startMs === null ? '' : ` at ${formatTimecode(current.startMs)}`;
    windows.push({
      kind: 'hearing_transcript',
      id: String(videoId),
      label: `${hearing.title}${at}`,
      ...(current.startMs === null ? {} : { startMs: current.startMs }),
      text: current.texts.join(' '),
      score: 0,
    });
    current = null;
  };
  for (const line of lines) {
    const spoken = line.speaker ? `${line.speaker}: ${line.text}` : line.text;
    if (!current) current = { startMs: line.startMs, texts: [], chars: 0 };
    current.texts.push(spoken);
    current.chars += spoken.length;
    if (current.chars >= CHAT_PASSAGE_CHARS) flush();
  }
  flush();
  const ranked = rankPassages(question, windows);
  const matching = ranked.filter((passage) => passage.score > 0).slice(0, CHAT_PASSAGES);
  return { passages: matching.length > 0 ? matching : ranked.slice(0, 2), title: hearing.title };
}

const sharePathPattern =
  /^\/([A-Za-z]{2})\/videos\/share\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The link-preview tags of a clip's share page (/:stateCode/videos/share/:clipId): its title, where it is from and
 * its video. Null for any other path or an unknown clip (the page then says the clip was not found).
 */
export async function clipPageMeta({
  db,
  pathname,
  publicUrl,
}: {
  db: Database;
  pathname: string;
  publicUrl?: string;
}): Promise<{ title: string; description: string; url?: string; video?: string; videoType?: string } | null> {
  const match = sharePathPattern.exec(pathname);
  if (!match) return null;
  const clip = await selectClip(db, (match[2] as string).toLowerCase());
  if (!clip) return null;
  const hearing = await selectHearing(db, clip.hearingId);
  if (!hearing) return null;
  const base = publicUrl?.replace(/\/+$/, '');
  const when = new Date(hearing.startsAt).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    title: clip.title,
    description: `A ${formatTimecode(clip.endMs - clip.startMs)} clip of ${hearing.title} (${hearing.stateCode}, ${when}), from ${formatTimecode(clip.startMs)}.`,
    ...(base ? { url: `${base}${clipSharePath(hearing.stateCode, clip.uuid)}` } : {}),
    ...(base ? { video: `${base}${clipMediaPath(clip.uuid)}` } : {}),
    videoType: clip.media === 'video' ? 'video/mp4' : 'audio/mp4',
  };
}
