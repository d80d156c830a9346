import { PAGE_DATA_ELEMENT_ID } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from './page-data';

describe('the page data block', () => {
  it('is looked for under the id the server writes', () => {
    expect(PAGE_DATA_ID).toBe(PAGE_DATA_ELEMENT_ID);
  });
});
