/**
 * Every suite: Testing Library waits up to 5 s for what a test looks for (findBy…, waitFor), not its
 * default second. Pages load their code lazily, and the first import of a module in a run is
 * transformed on the spot: on a busy 2-core machine (two test workers) that alone took over a
 * second. A slow answer is allowed, a wrong one still fails.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
