import type { ReadingOverview, TopicId } from '@lexora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toast } from '../../components/toast';
import { readingKeys, saveReadingTopics } from '../../lib/reading-queries';

export const TOPICS_SAVE_FAILED = 'We could not save your reading topics. Please try again.';

const withTopics = (overview: ReadingOverview, topics: TopicId[]): ReadingOverview => ({
  ...overview,
  record: { ...overview.record, topics },
});

/**
 * Each click toggles a topic on screen at once and saves the whole list (spec 001: "saves it
 * immediately"). Saves run one after another, each sending the list as it is when its turn
 * comes, so a slow answer can never overwrite a later click. A failure puts back what the server
 * last confirmed and says so.
 */
export function useTopicToggle(validKey: string) {
  const client = useQueryClient();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const confirmed = useRef<TopicId[] | null>(null);

  return useCallback(
    (topic: TopicId) => {
      const key = readingKeys.overview(validKey);
      const current = client.getQueryData<ReadingOverview>(key);
      if (!current) return;
      confirmed.current ??= current.record.topics;
      const before = current.record.topics;
      const next = before.includes(topic) ? before.filter((t) => t !== topic) : [...before, topic];
      client.setQueryData(key, withTopics(current, next));

      queue.current = queue.current.then(async () => {
        const wanted = client.getQueryData<ReadingOverview>(key)?.record.topics ?? next;
        try {
          confirmed.current = (await saveReadingTopics(wanted)).topics;
        } catch {
          const latest = client.getQueryData<ReadingOverview>(key);
          if (latest && confirmed.current) {
            client.setQueryData(key, withTopics(latest, confirmed.current));
          }
          toast.error(TOPICS_SAVE_FAILED);
        }
      });
    },
    [client, validKey],
  );
}
