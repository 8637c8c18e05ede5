import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseStateCode } from '@statehouse/shared/reference/states';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../../config/env';
import { legislativeSessions } from '../../db/schema/index';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { createBlobStore } from '../../lib/blob-store/create-blob-store';
import { RecordError } from '../core/errors';
import type { Importer } from '../core/types';
import { findCalendarEvent, findCommitteeByName, queueTranscription, upsertHearing } from './hearings.queries';

// `npm run import -- hearing-media <folder>` (issue 35): media files and a hearings.json listing them. Each entry
// becomes a hearing (linked to its committee and calendar event when they match), its file goes to the blob store
// and its transcription is queued as a durable job. A bad entry is reported by its file name; the others import.

const mediaTypes: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
};

const entrySchema = z.object({
  file: z.string({ error: 'file is required' }).min(1, 'file is required'),
  stateCode: z.string({ error: 'stateCode is required' }),
  sessionCode: z.string().optional(),
  chamber: z.enum(['upper', 'lower', 'joint'], { error: 'chamber must be upper, lower or joint' }).optional(),
  committee: z.string({ error: 'committee is required' }).min(1, 'committee is required'),
  startsAt: z.iso.datetime({
    offset: true,
    error: 'startsAt must be ISO 8601 with an offset, e.g. 2025-03-04T09:00:00-06:00',
  }),
  title: z.string({ error: 'title is required' }).min(1, 'title is required'),
  sourceUrl: z.url({ error: 'sourceUrl must be a URL' }).optional(),
});

export function hearingMediaImporter(options: { blobStore?: () => BlobStore } = {}): Importer {
  let store: BlobStore | null = null;
  const blobStore = () => {
    store ??= options.blobStore ? options.blobStore() : createBlobStore(loadConfig());
    return store;
  };
  return {
    name: 'hearing-media',
    description: 'Hearing recordings (mp4, webm, mp3, wav, m4a) listed in hearings.json; transcription is queued',
    // Folders of recordings are the user's own; nothing under ../shared/data.
    locate: () => [],
    order: 80,
    run: async (ctx, folder) => {
      const listing = path.join(folder, 'hearings.json');
      if (!existsSync(listing)) throw new Error(`${folder} has no hearings.json listing its recordings.`);
      let entries: unknown;
      try {
        entries = JSON.parse(readFileSync(listing, 'utf8'));
      } catch (error) {
        throw new Error(`hearings.json is not valid JSON: ${(error as Error).message}`);
      }
      if (!Array.isArray(entries)) throw new Error('hearings.json must be a list of hearings.');
      for (const [index, raw] of entries.entries()) {
        if (ctx.signal?.aborted) break;
        const name =
          typeof (raw as { file?: unknown })?.file === 'string'
            ? String((raw as { file: string }).file)
            : `entry ${index + 1}`;
        const where = { file: 'hearings.json', record: name };
        await ctx.writeRecord(where, async (tx) => {
          const parsed = entrySchema.safeParse(raw);
          if (!parsed.success)
            throw new RecordError(parsed.error.issues.map((issue) => issue.message).join('; '), where);
          const entry = parsed.data;
          const stateCode = parseStateCode(entry.stateCode);
          if (!stateCode) throw new RecordError(`stateCode "${entry.stateCode}" is not a state code such as TX`, where);
          const file = path.resolve(folder, entry.file);
          if (!file.startsWith(path.resolve(folder) + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
            throw new RecordError(`${entry.file} is not a file in ${folder}`, where);
          }
          let sessionId: string | null = null;
          if (entry.sessionCode) {
            const [session] = await tx
              .select({ id: legislativeSessions.id })
              .from(legislativeSessions)
              .where(
                and(
                  eq(legislativeSessions.jurisdictionId, stateCode),
                  eq(legislativeSessions.code, entry.sessionCode.toUpperCase()),
                ),
              );
            if (!session) throw new RecordError(`${stateCode} has no session ${entry.sessionCode}`, where);
            sessionId = session.id;
          }
          const startsAt = new Date(entry.startsAt);
          const committee = await findCommitteeByName(tx, stateCode, entry.committee);
          const event = await findCalendarEvent(tx, {
            stateCode,
            committeeId: committee?.id ?? null,
            committeeName: entry.committee,
            day: entry.startsAt.slice(0, 10),
          });
          const sourceKey = `${stateCode}|${entry.startsAt}|${entry.file}`;
          const blobKey = `hearings/${stateCode}/${Buffer.from(sourceKey).toString('base64url')}${path.extname(file).toLowerCase()}`;
          const mediaType = mediaTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
          await blobStore().put(blobKey, createReadStream(file), { contentType: mediaType });
          const hearing = await upsertHearing(tx, {
            jurisdictionId: stateCode,
            sessionId: sessionId ?? event?.sessionId ?? null,
            chamber: entry.chamber ?? (committee?.chamber === 'legislature' ? 'joint' : (committee?.chamber ?? null)),
            committeeId: committee?.id ?? null,
            committeeName: committee?.name ?? entry.committee,
            eventId: event?.id ?? null,
            title: entry.title,
            startsAt,
            sourceUrl: entry.sourceUrl ?? null,
            mediaBlobKey: blobKey,
            mediaType,
            source: 'hearing-media',
            sourceKey,
            availableAt: new Date(),
          });
          await queueTranscription(tx, hearing.id);
          return hearing.createdAt.getTime() === hearing.updatedAt.getTime() ? 'inserted' : 'updated';
        });
      }
    },
  };
}

export const hearingMediaImporterDefault = hearingMediaImporter();
