/**
 * Every property test draws the same cases on every run (CI included), from one
 * seed: a failure prints its seed and path, and reproduces. FC_SEED=<number>
 * replays another seed; FC_SEED=random draws new cases each run.
 */
import fc from 'fast-check';

const fixedSeed = 20_261_125;
const requested = process.env.FC_SEED;
const seed = requested === 'random' ? undefined : requested ? Number(requested) : fixedSeed;

if (seed !== undefined && !Number.isInteger(seed))
  throw new Error(`FC_SEED must be an integer or "random", not ${requested}.`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), ...(seed === undefined ? {} : { seed }) });
