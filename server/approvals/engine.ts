/**
 * The interpreter's one step, pure: tokens leave along some flows and move through gateways until each
 * one waits at a user task, is consumed by an end event, or waits at a joining parallel gateway for its
 * siblings. The caller (runtime.ts) opens the user tasks it answers and stores `path` and `joins` on
 * the instance, in the transaction that holds the instance's lock, so the state is the tables' alone.
 */
import type { Flow, FlowNode, ProcessModel } from './diagram.js';
import { evaluate } from '../../shared/approval-condition.js';

export type EngineState = { path: string[]; joins: Record<string, number> };
export type StepResult = EngineState & { tasks: FlowNode[] };

/** An exclusive gateway none of whose flows applies (no condition true, no default): the data cannot go on. */
export class NoPathError extends Error {
  constructor(readonly node: FlowNode) {
    super(`no outgoing flow of ${node.id} applies`);
  }
}

/** Steps without a user task in between: more means the diagram loops through gateways only. */
const MAX_STEPS = 10_000;

export function advance(model: ProcessModel, leaving: Flow[], data: Record<string, unknown>, state: EngineState): StepResult {
  const path = [...state.path];
  const joins = { ...state.joins };
  const tasks: FlowNode[] = [];
  const queue = [...leaving];
  for (let steps = 0; queue.length; steps++) {
    if (steps > MAX_STEPS) throw new Error('approval diagram loops without a user task');
    const flow = queue.shift()!;
    const node = model.nodes.get(flow.target)!;
    path.push(flow.id);
    if (node.type === 'parallel' && node.incoming.length > 1) {
      const arrived = (joins[node.id] ?? 0) + 1;
      if (arrived < node.incoming.length) {
        joins[node.id] = arrived;
        continue;
      }
      delete joins[node.id]; // every branch is in: the join fires and is ready for a later round
    }
    path.push(node.id);
    switch (node.type) {
      case 'userTask':
        tasks.push(node);
        break;
      case 'parallel':
      case 'start':
        queue.push(...node.outgoing);
        break;
      case 'exclusive':
        queue.push(choose(node, data));
        break;
      case 'end':
        break;
    }
  }
  return { path, joins, tasks };
}

/** The first flow whose condition holds, in diagram order; else the default flow; a single bare flow is a merge. */
function choose(node: FlowNode, data: Record<string, unknown>): Flow {
  const taken = node.outgoing.find((f) => f.id !== node.defaultFlow && (f.condition ? evaluate(f.condition, data) : node.outgoing.length === 1));
  const chosen = taken ?? node.outgoing.find((f) => f.id === node.defaultFlow);
  if (!chosen) throw new NoPathError(node);
  return chosen;
}
