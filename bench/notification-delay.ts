/**
 * How soon staff would hear of a new contact message, off AWS: the local stack in
 * this process (bench/in-process-stack.ts) with its notifier on (the embedded store's new items → INSERT
 * records → the Lambda's own notifier code → the printed notice). Times each
 * message from the request sent to its notice printed. On AWS the stream and SNS
 * add their own delay (seconds); this measures what is ours.
 */
import { randomUUID } from 'node:crypto';
import { apiRoutes } from '@ferrum/shared';
import { median } from './budgets.ts';

export interface NotificationDelayMeasurement {
  messages: number;
  /** Request sent → notice printed, ms. */
  delay: { p50: number; p95: number; max: number };
  /** Notices that carried the message text (must be none). */
  leaked: number;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Posts `messages` contact messages one after another to the stack at `url` and waits for each one's notice. */
export async function measureNotificationDelay(
  url: string,
  messages: number,
  nextNotice: () => Promise<string>,
): Promise<NotificationDelayMeasurement> {
  const delays: number[] = [];
  let leaked = 0;
  for (let index = 0; index < messages; index += 1) {
    const secret = `body-${randomUUID()}`;
    const notice = nextNotice();
    const sentAt = performance.now();
    const response = await fetch(`${url}${apiRoutes.contact.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: `Visitor ${index}`,
        // Each from its own address: a repeat within the window would go into the digest instead.
        email: `bench-${index}@example.com`,
        subject: `Benchmark message ${index}`,
        message: `Our historian talks to an unknown host. ${secret}`,
      }),
    });
    if (response.status !== 201) throw new Error(`The contact form answered ${response.status}.`);
    const text = await Promise.race([
      notice,
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('No notice within 5 s.')), 5_000)),
    ]);
    delays.push(performance.now() - sentAt);
    if (text.includes(secret)) leaked += 1;
  }
  return {
    messages,
    delay: { p50: round(median(delays)), p95: round(percentile(delays, 0.95)), max: round(Math.max(...delays)) },
    leaked,
  };
}
