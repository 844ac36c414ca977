/**
 * A Playwright reporter that names, at the end of the run, every test that failed
 * and then passed on its retry (CI retries once). The run stays green, so without
 * this a flaky test hides in the log; each one it names is a race to fix.
 */
import path from 'node:path';
import type { FullConfig, Reporter, TestCase } from '@playwright/test/reporter';

export default class RetryReport implements Reporter {
  /** The tests' folder (web/e2e): locations are shown from there, as Playwright's own list shows them. */
  private testDir = '';
  private readonly tests = new Set<TestCase>();

  onBegin(config: FullConfig): void {
    this.testDir = config.rootDir;
  }

  onTestEnd(test: TestCase): void {
    this.tests.add(test);
  }

  onEnd(): void {
    const flaky = [...this.tests].filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) {
      console.log('\nNo test needed its retry.');
      return;
    }
    console.log(`\nPassed only on retry (flaky): ${flaky.length}`);
    for (const test of flaky) {
      // The path: root, project, file, then the describe blocks and the test's own title.
      const [, project, , ...titles] = test.titlePath();
      const where = `${path.relative(this.testDir, test.location.file)}:${test.location.line}`;
      console.log(`  ${titles.join(' › ')} (${where}, ${project})`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
