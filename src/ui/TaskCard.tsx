/**
 * One long-running task as the job centre and the import pages show it: kind, file, status, what it is
 * doing, a progress bar (`data-ht=task-progress`, aria-valuenow in percent) and the buttons that fit its
 * state (cancel while it runs, retry after a failure or cancel, result and rejected-row downloads).
 * Texts come from the shell's `task.*` table; the actions come in through props.
 */
import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { TaskState } from '../../server/contracts/task';
import { t, textOr } from '../lib/i18n';

const STATUS_COLOR: Record<string, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red', cancelled: 'orange' };

function taskPercent(task: Pick<TaskState, 'done' | 'total' | 'status'>): number {
  if (task.status === 'done') return 100;
  return task.total > 0 ? Math.floor((task.done / task.total) * 100) : 0;
}

/** What the buttons do (the state model's calls, handed in by the page or the shell). */
export type TaskActions = {
  cancel: (taskId: number) => unknown;
  retry: (taskId: number) => unknown;
  download: (task: TaskState, which: 'result' | 'rejected') => unknown;
  /** Opens a finished task's PDF in the print preview (offered when the result is a PDF). */
  preview?: (task: TaskState) => unknown;
};

function TaskCard({ task, actions }: { task: TaskState; actions: TaskActions }) {
  const onCancel = () => void actions.cancel(task.taskId);
  const onRetry = () => void actions.retry(task.taskId);
  const onDownload = (which: 'result' | 'rejected') => void actions.download(task, which);
  const percent = taskPercent(task);
  const running = task.status === 'queued' || task.status === 'running';
  const kind = t(`task.kind.${task.kind}`);
  return (
    <Paper withBorder p="sm" data-ht="task-row" data-task-id={task.taskId} data-status={task.status} data-kind={task.kind}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {kind} · {task.fileName}
          </Text>
          <Badge color={STATUS_COLOR[task.status]} variant="light" data-ht="task-status">
            {t(`task.status.${task.status}`)}
          </Badge>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section value={percent} color={STATUS_COLOR[task.status]} data-ht="task-progress" aria-label={`${kind} ${task.fileName}`} aria-valuenow={percent} />
        </Progress.Root>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" data-ht="task-step">
            {/* The server names the step (server/contracts/task.ts): a key from the wire, shown as is where the table lacks it. */}
            {textOr(`task.step.${task.step.key}`, `task.step.${task.step.key}`, task.step.params)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('task.progress', { done: task.done, total: task.total })}
          </Text>
        </Group>
        <Group gap="xs">
          {running && (
            <Button size="compact-xs" variant="light" color="red" onClick={onCancel} data-ht="task-cancel">
              {t('task.cancel')}
            </Button>
          )}
          {(task.status === 'failed' || task.status === 'cancelled') && (
            <Button size="compact-xs" variant="light" onClick={onRetry} data-ht="task-retry">
              {t('task.retry')}
            </Button>
          )}
          {task.hasResult && actions.preview && String(task.step.params.file ?? '').endsWith('.pdf') && (
            <Button size="compact-xs" variant="light" onClick={() => void actions.preview?.(task)} data-ht="task-preview">
              {t('task.preview')}
            </Button>
          )}
          {task.hasResult && (
            <Button size="compact-xs" variant="light" onClick={() => onDownload('result')} data-ht="task-result">
              {t('task.result')}
            </Button>
          )}
          {task.errors > 0 && (
            <Button
              size="compact-xs"
              variant="light"
              color="orange"
              onClick={() => onDownload('rejected')}
              data-ht="task-rejected"
              aria-label={`${t('task.rejected')} (${t('task.errors', { count: task.errors })})`}
            >
              {t('task.rejected')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Tasks newest first. With none, `empty` says so where a list is what the reader came for (the job centre,
 * an import page's recent imports); left out, nothing is drawn: beside a page's own run button, a line
 * saying there are no tasks read as a placeholder (issue 16).
 */
export function TaskList({ tasks, actions, empty }: { tasks: TaskState[]; actions: TaskActions; empty?: string }) {
  if (tasks.length === 0)
    return empty ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : null;
  return (
    <Stack gap="xs" data-ht="task-list">
      {tasks.map((task) => (
        <TaskCard key={task.taskId} task={task} actions={actions} />
      ))}
    </Stack>
  );
}
