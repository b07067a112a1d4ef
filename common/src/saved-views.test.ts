import { describe, expect, it } from 'vitest';
import { viewQuerySchema } from './saved-views';

const problems = (query: string) => viewQuerySchema.safeParse(query).error?.issues.map((i) => i.message);

describe('viewQuerySchema', () => {
  it('takes the pipeline filters and sort, with or without a leading "?"', () => {
    expect(viewQuerySchema.parse('?stage=loi,legal&lead=me&sort=ner&dir=desc')).toBe(
      'stage=loi,legal&lead=me&sort=ner&dir=desc',
    );
    expect(viewQuerySchema.parse('')).toBe('');
  });

  it('refuses paging, unknown parameters and a parameter given twice', () => {
    expect(problems('limit=5')).toEqual(['Unknown pipeline parameter "limit"']);
    expect(problems('view=board')).toEqual(['Unknown pipeline parameter "view"']);
    expect(problems('stage=loi&stage=legal')).toEqual(['"stage" is given more than once']);
  });

  it('refuses a value the pipeline would refuse, naming the parameter', () => {
    expect(problems('sort=rent')).toEqual(['sort: Unknown sort field']);
    expect(problems('stage=loi,won')).toEqual(['stage: Unknown stage']);
    expect(problems('lead=you')).toEqual(['lead: Must be me or the id of a team member']);
  });
});
