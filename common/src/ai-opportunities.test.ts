import { describe, expect, it } from 'vitest';
import {
  aiOpportunitiesHeader,
  aiOpportunityRestoredStatus,
  aiOpportunityStatusChangeMessage,
  analysisCompleteToast,
  canChangeAiOpportunityStatus,
} from './ai-opportunities';

describe('AI Opportunities texts', () => {
  it('the header counts with thousands separators', () => {
    expect(aiOpportunitiesHeader(3)).toBe('3 AI-generated opportunities based on your portfolio data');
    expect(aiOpportunitiesHeader(8964)).toBe('8,964 AI-generated opportunities based on your portfolio data');
  });

  it('the header says one opportunity for a count of one', () => {
    expect(aiOpportunitiesHeader(1)).toBe('1 AI-generated opportunity based on your portfolio data');
    expect(aiOpportunitiesHeader(0)).toBe('0 AI-generated opportunities based on your portfolio data');
  });

  it('the completion toast says one opportunity or many', () => {
    expect(analysisCompleteToast(1).description).toBe('Analysis complete! 1 new opportunity was found.');
    expect(analysisCompleteToast(3)).toEqual({
      title: 'AI Analysis Complete',
      description: 'Analysis complete! 3 new opportunities were found.',
    });
    expect(analysisCompleteToast(1200).description).toBe(
      'Analysis complete! 1,200 new opportunities were found.',
    );
  });
});

describe('AI opportunity status moves', () => {
  it('lets Dismiss act on every standing status, not only after Save', () => {
    for (const from of ['new', 'viewed', 'saved'] as const) {
      expect(canChangeAiOpportunityStatus(from, 'dismissed'), from).toBe(true);
    }
  });

  it('restores a dismissed one as viewed, and only so', () => {
    expect(canChangeAiOpportunityStatus('dismissed', aiOpportunityRestoredStatus)).toBe(true);
    expect(canChangeAiOpportunityStatus('dismissed', 'saved')).toBe(false);
    expect(canChangeAiOpportunityStatus('dismissed', 'new')).toBe(false);
  });

  it('never returns to new and does not demote a saved one by opening it; the same status is a no-op', () => {
    expect(canChangeAiOpportunityStatus('viewed', 'new')).toBe(false);
    expect(canChangeAiOpportunityStatus('saved', 'viewed')).toBe(false);
    expect(canChangeAiOpportunityStatus('saved', 'saved')).toBe(true);
    expect(aiOpportunityStatusChangeMessage('saved', 'viewed')).toBe(
      'A saved opportunity cannot become viewed',
    );
  });
});
