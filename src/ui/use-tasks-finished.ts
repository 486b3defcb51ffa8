/**
 * How many tasks of `kinds` have finished while the component was mounted: a refresh key for a page whose
 * list a task changes (an import, a generation, a calculation). Counts only tasks that ended done, unless
 * `anyEnd` is set (a page that lists the tasks' own runs shows failed ones too).
 */
import { useEffect, useState } from 'react';
import { bus } from '../lib/bus';

export function useTasksFinished(kinds: readonly string[], anyEnd = false): number {
  const [count, setCount] = useState(0);
  const key = kinds.join(',');
  useEffect(() => {
    if (!key) return;
    const watched = key.split(',');
    const onFinished = (e: { kind: string; status: string }) => {
      if (watched.includes(e.kind) && (anyEnd || e.status === 'done')) setCount((n) => n + 1);
    };
    bus.on('task:finished', onFinished);
    return () => bus.off('task:finished', onFinished);
  }, [key, anyEnd]);
  return count;
}
