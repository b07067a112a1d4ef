import { describe, expect, it } from 'vitest';
import {
  type DealEventRecord,
  daysInStageText,
  describeDealEvent,
  probabilityNotes,
} from './deal-history-feed';

const names: Record<string, string> = { '2': 'Alex Morgan', '3': 'Jordan Rivera' };
const text = (event: Partial<DealEventRecord> & Pick<DealEventRecord, 'kind'>) =>
  describeDealEvent({ fromValue: null, toValue: null, note: null, ...event }, (id) => names[id] ?? '?');

describe('a history event as a sentence', () => {
  it('names the stages of a move, with the lost reason of a move to Dead', () => {
    expect(text({ kind: 'created', toValue: 'inquiry' })).toBe('Created the deal at Inquiry');
    expect(text({ kind: 'stage', fromValue: 'loi', toValue: 'legal' })).toBe('Moved from LOI to Legal');
    expect(text({ kind: 'stage', fromValue: 'inquiry', toValue: 'dead', note: 'Other: Chose to stay' })).toBe(
      'Moved from Inquiry to Dead. Reason: Other: Chose to stay',
    );
  });

  it('says whether a probability followed the stage or was set by hand', () => {
    expect(text({ kind: 'probability', fromValue: '10', toValue: '50' })).toBe(
      'Probability changed from 10% to 50% (follows the stage)',
    );
    expect(text({ kind: 'probability', fromValue: '50', toValue: '65', note: probabilityNotes.byHand })).toBe(
      'Probability changed from 50% to 65% (set by hand)',
    );
  });

  it('names the people of an assignment', () => {
    expect(text({ kind: 'assignment', fromValue: '2', toValue: '3' })).toBe(
      'Lead changed from Alex Morgan to Jordan Rivera',
    );
    expect(text({ kind: 'assignment', toValue: '3' })).toBe('Lead set to Jordan Rivera');
    expect(text({ kind: 'assignment', fromValue: '2' })).toBe('Lead Alex Morgan removed');
  });

  it('reads rounds, terms and approvals with their words', () => {
    expect(text({ kind: 'round', toValue: '12', note: 'Added tenant counter of Nov 5, 2026' })).toBe(
      'Added tenant counter of Nov 5, 2026',
    );
    expect(text({ kind: 'round', toValue: '12' })).toBe('Changed a proposal round');
    expect(text({ kind: 'terms' })).toBe('Changed the lease terms');
    expect(text({ kind: 'approval', toValue: 'rejected', note: 'Too much TI' })).toBe(
      'Rejected the proposal round: Too much TI',
    );
  });
});

describe('days in the current stage', () => {
  it('counts whole days, and says today on the first', () => {
    expect(daysInStageText(0, 'loi')).toBe('Entered LOI today');
    expect(daysInStageText(1, 'loi')).toBe('1 day in LOI');
    expect(daysInStageText(12, 'deal')).toBe('12 days in Deal Complete');
  });
});
