import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_SET_ID, RULE_SET_IDS, RULE_SETS, ruleSet } from '@/core/warri';

describe('rule sets', () => {
  it('has the four rule sets, antigua the default', () => {
    expect(RULE_SET_IDS).toEqual(['antigua', 'abapa', 'vari', 'vari-strict']);
    expect(DEFAULT_RULE_SET_ID).toBe('antigua');
  });

  it.each(RULE_SET_IDS)('%s has a name and a description for players', (id) => {
    const found = ruleSet(id);
    expect(found.ok && found.value).toBe(RULE_SETS[id]);
    expect(RULE_SETS[id].name.length).toBeGreaterThan(4);
    expect(RULE_SETS[id].description).toMatch(/grand slam/);
  });

  it('differ in the grand slam, and vari-strict in the share at a cycle', () => {
    expect(RULE_SET_IDS.map((id) => RULE_SETS[id].grandSlam)).toEqual([
      'capture-and-move-again',
      'capture-nothing',
      'forbidden-unless-forced',
      'forbidden',
    ]);
    expect(RULE_SET_IDS.map((id) => RULE_SETS[id].cycleShare)).toEqual(['own-row', 'own-row', 'own-row', 'equal']);
  });

  it('refuses an unknown id with bad-rules', () => {
    const found = ruleSet('Antigua');
    expect(!found.ok && found.error).toEqual({
      code: 'bad-rules',
      rules: 'Antigua',
      message: expect.stringContaining('"Antigua"'),
    });
  });
});
