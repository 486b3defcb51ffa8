/**
 * The funnel's arithmetic over the server's stage cells (GET /htservice/crm/funnel): how many
 * opportunities reached each stage, the conversion from each stage to the next and the win rate.
 * Pure, so it is unit-tested.
 *
 * An opportunity at a stage has passed every earlier one, so "reached" a stage = those at it or any
 * later open stage or won; a lost one is known only to have been a lead. Conversion to the next stage =
 * reached(next) / reached(this). Win rate = won / (won + lost): of the closed ones, how many were won.
 */
import type { FunnelCell } from '../../../../server/contracts/crm-views';

/** The stages in funnel order; 'lost' stands beside the funnel. */
export const FUNNEL_STAGES = ['lead', 'demand', 'proposal', 'negotiation', 'won'] as const;
const LOST = 'lost';

export type FunnelStep = {
  stage: string;
  /** At this stage now. */
  count: number;
  /** Fen. */
  amount: number;
  /** At this stage or beyond. */
  reached: number;
  /** reached(next) / reached(this) in percent with one decimal; null for the last stage or when none reached this one. */
  conversion: number | null;
};

export type FunnelSummary = { steps: FunnelStep[]; total: number; won: number; lost: number; open: number; winRate: number | null /** Fen. */; wonAmount: number /** Fen. */; openAmount: number };

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The funnel of the cells of one group (all cells when `group` is undefined). */
export function summarise(cells: readonly FunnelCell[], group?: string | null): FunnelSummary {
  const mine = group === undefined ? cells : cells.filter((c) => c.group === group);
  const count = (stage: string) => mine.filter((c) => c.stage === stage).reduce((n, c) => n + c.count, 0);
  // Amounts are integer fen, so sums are exact.
  const amount = (stage: string) => mine.filter((c) => c.stage === stage).reduce((fen, c) => fen + c.amount, 0);
  const lost = count(LOST);
  const counts = FUNNEL_STAGES.map(count);
  const reached = counts.map((_, i) => counts.slice(i).reduce((a, b) => a + b, 0) + (i === 0 ? lost : 0));
  const steps = FUNNEL_STAGES.map((stage, i) => ({
    stage,
    count: counts[i],
    amount: amount(stage),
    reached: reached[i],
    conversion: i < FUNNEL_STAGES.length - 1 ? pct(reached[i + 1], reached[i]) : null,
  }));
  const won = count('won');
  const open = counts.slice(0, -1).reduce((a, b) => a + b, 0);
  const openAmount = FUNNEL_STAGES.slice(0, -1).reduce((fen, s) => fen + amount(s), 0);
  return { steps, total: open + won + lost, won, lost, open, winRate: pct(won, won + lost), wonAmount: amount('won'), openAmount };
}

/** Win rate per stage: of the closed opportunities, the share won, and the mean declared win rate of those open at each stage. */
export function declaredRates(cells: readonly FunnelCell[], group?: string | null): Array<{ stage: string; avgWinRate: number | null; count: number }> {
  const mine = group === undefined ? cells : cells.filter((c) => c.group === group);
  return [...FUNNEL_STAGES, LOST].map((stage) => {
    const at = mine.filter((c) => c.stage === stage);
    const n = at.reduce((a, c) => a + c.count, 0);
    const weighted = at.reduce((a, c) => a + (c.avgWinRate ?? 0) * c.count, 0);
    return { stage, count: n, avgWinRate: n && at.some((c) => c.avgWinRate !== null) ? Math.round((weighted / n) * 10) / 10 : null };
  });
}
