import type { SectionTagsReply, TagSectionKind } from '@statehouse/shared/tags/tags.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tagKeys } from './tag-keys';

export function getSectionTags(
  kind: TagSectionKind,
  sectionId: number,
  signal?: AbortSignal,
): Promise<SectionTagsReply> {
  return api.get<SectionTagsReply>(`/api/tags/sections/${sectionId}`, { params: { kind }, signal });
}

export const sectionTagsQueryOptions = (kind: TagSectionKind, sectionId: number) =>
  queryOptions({
    queryKey: tagKeys.section(kind, sectionId),
    queryFn: ({ signal }) => getSectionTags(kind, sectionId, signal),
  });

export const useSectionTags = (kind: TagSectionKind, sectionId: number) =>
  useQuery(sectionTagsQueryOptions(kind, sectionId));
