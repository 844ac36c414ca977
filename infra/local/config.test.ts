import { describe, expect, it } from 'vitest';
import { readLocalConfig } from './config.ts';

describe('readLocalConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = readLocalConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.STAGE).toBe('local');
    expect(config.IN_MEMORY_STORE).toBe(false);
    expect(config.DATA_DIR).toMatch(/\.local-data\/dynamodb$/);
    expect(config.BEDROCK_MODEL_ID).toBeUndefined();
  });

  it('keeps the local stack out of search results unless INDEXABLE=true', () => {
    expect(readLocalConfig({}).INDEXABLE).toBe(false);
    expect(readLocalConfig({ INDEXABLE: 'true' }).INDEXABLE).toBe(true);
    expect(() => readLocalConfig({ INDEXABLE: 'yes' })).toThrow(/INDEXABLE/);
  });

  it('reports every page view’s vitals unless VITALS_SAMPLE_RATE says otherwise (0 to 1)', () => {
    expect(readLocalConfig({}).VITALS_SAMPLE_RATE).toBe(1);
    expect(readLocalConfig({ VITALS_SAMPLE_RATE: '0' }).VITALS_SAMPLE_RATE).toBe(0);
    expect(readLocalConfig({ VITALS_SAMPLE_RATE: '0.25' }).VITALS_SAMPLE_RATE).toBe(0.25);
    for (const bad of ['1.5', '-0.1', 'half']) {
      expect(() => readLocalConfig({ VITALS_SAMPLE_RATE: bad })).toThrow(/VITALS_SAMPLE_RATE/);
    }
  });

  it('takes PORT from the environment', () => {
    expect(readLocalConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('fails naming the variable when a value is bad', () => {
    expect(() => readLocalConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readLocalConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readLocalConfig({ DYNAMODB_ENDPOINT: 'not a url' })).toThrow(/DYNAMODB_ENDPOINT/);
    expect(() => readLocalConfig({ STAGE: 'Prod!' })).toThrow(/STAGE/);
  });
});
