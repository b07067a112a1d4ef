import { describe, expect, it } from 'vitest';
import { aiOpportunitiesHeader, analysisCompleteToast } from './ai-opportunities';

describe('AI Opportunities texts (spec §2.5, §4)', () => {
  it('the header counts with thousands separators', () => {
    expect(aiOpportunitiesHeader(3)).toBe('3 AI-generated opportunities based on your portfolio data');
    expect(aiOpportunitiesHeader(8964)).toBe('8,964 AI-generated opportunities based on your portfolio data');
  });

  it('the completion toast says one opportunity or many', () => {
    expect(analysisCompleteToast(1).description).toBe('Analysis complete! 1 new opportunity was found.');
    expect(analysisCompleteToast(3)).toEqual({
      title: 'AI Analysis Complete',
      description: 'Analysis complete! 3 new opportunities were found.',
    });
  });
});
