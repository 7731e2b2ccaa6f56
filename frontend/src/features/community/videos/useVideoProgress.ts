import type { VideoDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtimeContext';
import { patchDeep } from '../../../lib/listCache';

/**
 * Keeps my processing videos current from the socket: their progress as it moves, and, when
 * processing ends, the video as it now is (ready to play, or failed with why).
 */
export function useVideoProgress(): void {
  const queryClient = useQueryClient();
  const patch = (id: number, change: Partial<VideoDto>) =>
    queryClient.setQueriesData({ queryKey: ['videos'] }, (data: unknown) => patchDeep(data, (o) => o.id === id && 'status' in o, (o) => ({ ...o, ...change })));
  useRealtimeEvent('videos.progress', ({ video_id, progress }) => patch(video_id, { progress }));
  useRealtimeEvent('videos.status', ({ video_id, status, error }) => {
    patch(video_id, { status, error });
    void queryClient.invalidateQueries({ queryKey: ['videos'] });
  });
}

/** The hook as a component, for the pages that show my videos. */
export function VideoProgress(): null {
  useVideoProgress();
  return null;
}
