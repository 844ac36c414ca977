/**
 * The staff notifier with aws-sdk-client-mock: what one notification carries
 * (and never carries), which records notify nobody, and how a failure is
 * handed back to the stream for a retry.
 */
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { PublishCommand, SNSClient, type PublishCommandInput } from '@aws-sdk/client-sns';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { consoleItemUrl } from '../src/notifications/console-link.ts';
import { readNotifierConfig } from '../src/notifications/notifier-config.ts';
import { freshWindowTable } from './support/notice-windows.ts';
import { captureOutput } from './support/output.ts';
import {
  contactItem,
  jobApplicationItem,
  privateValues,
  streamEvent,
  streamRecord,
  timeToLiveDeletionRecord,
} from './support/streams.ts';

const topicArn = 'arn:aws:sns:eu-west-1:123456789012:dev-ferrum-staff-notifications';
const sns = mockClient(SNSClient);
let handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

/** The notifier's environment; the limit is high so that each test here sees every notice (notice-digest.test.ts tests the limit). */
const environment = {
  NOTIFICATION_TOPIC_ARN: topicArn,
  AWS_REGION: 'eu-west-1',
  STAGE: 'dev',
  NOTICE_WINDOW_SECONDS: '900',
  NOTICES_PER_WINDOW: '1000',
};

// A fresh handler on a fresh window table for each test: a sender repeated across tests is no repeat.
beforeEach(async () => {
  const { tableName, client } = await freshWindowTable(inject('dynamoEndpoint'), {
    windowSeconds: 900,
    noticesPerWindow: 1,
  });
  client.destroy();
  vi.resetModules();
  Object.assign(process.env, environment, {
    NOTICE_WINDOW_TABLE: tableName,
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    POWERTOOLS_LOG_LEVEL: 'INFO',
  });
  try {
    const module = await import('../src/handlers/submission-notifier.ts');
    handler = module.handler;
  } finally {
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  }
  sns.reset();
  sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
});
afterAll(() => sns.restore());

/** Runs the handler on `event`, returning its answer and the JSON log lines it wrote. */
async function notify(event: DynamoDBStreamEvent) {
  const { result, entries, text } = await captureOutput(() => handler(event));
  return { result, logs: entries, logText: text };
}

/** A `Label:  value` line of the message, whatever the alignment. */
function row(label: string, value: string): RegExp {
  return new RegExp(`^${label}: +${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
}

/** What was sent to SNS, call by call. */
function published(): PublishCommandInput[] {
  return sns.commandCalls(PublishCommand).map((call) => call.args[0].input);
}

describe('a new contact message', () => {
  it('notifies the staff topic once, with form, name, company, subject, time and a console link', async () => {
    const item = contactItem();
    const { result } = await notify(streamEvent(streamRecord('contact', item)));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(sns).toHaveReceivedCommandTimes(PublishCommand, 1);
    const [input] = published();
    expect(input?.TopicArn).toBe(topicArn);
    expect(input?.Subject).toBe('[dev] New contact message: Our plant was breached, call me');
    expect(input?.Message).toContain('New contact message on the dev site.');
    expect(input?.Message).toMatch(row('From', 'Ada Lovelace, Analytical Engines Ltd'));
    expect(input?.Message).toMatch(row('Subject', 'Our plant was breached, call me'));
    expect(input?.Message).toMatch(row('Submitted at', '2026-05-04T08:15:30.123Z (UTC)'));
    expect(input?.Message).toContain(consoleItemUrl('eu-west-1', 'dev-contact-submissions', String(item.id)));
    expect(input?.Message).toContain('new -> in-progress -> done');
  });

  it('says when the message began in a chat with the assistant, still without the message', async () => {
    const item = contactItem({ source: 'assistant' });
    await notify(streamEvent(streamRecord('contact', item)));
    const [input] = published();
    expect(input?.Message).toMatch(row('Began in', 'a chat with the Ferrum Assistant (Talk to our team)'));
    expect(input?.Message).not.toContain(String(item.message));
  });

  it('names no source for a message sent from the contact page, or an unknown one', async () => {
    await notify(streamEvent(streamRecord('contact', contactItem({ source: null }))));
    await notify(streamEvent(streamRecord('contact', contactItem({ source: 'forged <b>value</b>' }))));
    for (const input of published()) expect(input.Message).not.toContain('Began in');
  });

  it('names the sender without a company when none was given', async () => {
    await notify(streamEvent(streamRecord('contact', contactItem({ company: null }))));
    expect(published()[0]?.Message).toMatch(row('From', 'Ada Lovelace'));
  });
});

describe('a new job application', () => {
  it('notifies with the applicant, the job title and id, the time and a console link', async () => {
    const item = jobApplicationItem();
    await notify(streamEvent(streamRecord('jobApplications', item, { stage: 'prod', region: 'us-east-1' })));

    const [input] = published();
    expect(input?.Subject).toBe('[prod] New job application: ICS Security Consultant');
    expect(input?.Message).toMatch(row('From', 'Grace Hopper'));
    expect(input?.Message).toMatch(row('Job', 'ICS Security Consultant (ics-security-consultant)'));
    expect(input?.Message).toMatch(row('Submitted at', '2026-05-04T09:00:00.000Z (UTC)'));
    expect(input?.Message).toContain(consoleItemUrl('us-east-1', 'prod-job-applications', String(item.id)));
  });
});

describe('what stays in DynamoDB', () => {
  it('no notification and no log line carries the message, e-mail, phone, LinkedIn URL or cover letter', async () => {
    const contact = contactItem();
    const application = jobApplicationItem();
    const { logs, logText } = await notify(
      streamEvent(streamRecord('contact', contact), streamRecord('jobApplications', application)),
    );

    const sent = JSON.stringify(published());
    for (const value of privateValues) {
      expect(sent).not.toContain(value);
      expect(logText).not.toContain(value);
    }
    // Names and subjects may go to staff, never to CloudWatch.
    for (const value of ['Lovelace', 'Grace Hopper', 'breached']) expect(logText).not.toContain(value);
    expect(logs).toEqual([
      expect.objectContaining({ message: 'staff notified', outcome: 'notified', form: 'contact', id: contact.id }),
      expect.objectContaining({
        message: 'staff notified',
        outcome: 'notified',
        form: 'jobApplications',
        id: application.id,
      }),
    ]);
  });

  it('keeps a failed publish out of the logs too', async () => {
    sns
      .on(PublishCommand)
      .rejects(Object.assign(new Error('Invalid parameter: Message'), { name: 'InvalidParameterException' }));
    const { logText, logs } = await notify(streamEvent(streamRecord('contact', contactItem())));
    for (const value of [...privateValues, 'Lovelace', 'breached']) expect(logText).not.toContain(value);
    expect(logs).toContainEqual(expect.objectContaining({ outcome: 'failed', errorName: 'InvalidParameterException' }));
  });
});

describe('records that notify nobody', () => {
  it.each(['MODIFY', 'REMOVE'] as const)('a %s (a staff edit or removal) publishes nothing', async (eventName) => {
    const { result } = await notify(
      streamEvent(streamRecord('contact', contactItem({ status: 'done' }), { eventName })),
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sns).not.toHaveReceivedCommand(PublishCommand);
  });
});

describe('retention in the notification', () => {
  it('says when DynamoDB deletes the item and how staff keep it longer', async () => {
    await notify(streamEvent(streamRecord('contact', contactItem())));
    expect(published()[0]?.Message).toContain(
      'DynamoDB deletes the contact message after 2028-05-04 (UTC). To keep it longer, raise its expires_at in the console.',
    );
  });

  it('leaves the line out for an item without an expiry (one typed in by hand), and still notifies', async () => {
    const { result } = await notify(
      streamEvent(streamRecord('jobApplications', jobApplicationItem({ expires_at: undefined }))),
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect(published()[0]?.Message).not.toContain('DynamoDB deletes');
  });
});

describe('deletions by TTL (retention at work)', () => {
  it.each([
    ['contact', contactItem],
    ['jobApplications', jobApplicationItem],
  ] as const)(
    'an expired %s item deleted by DynamoDB notifies nobody, is no error and is logged as expired',
    async (table, item) => {
      const record = timeToLiveDeletionRecord(table, item());
      const { result, logs, logText } = await notify(streamEvent(record));

      expect(result).toEqual({ batchItemFailures: [] });
      expect(sns).not.toHaveReceivedCommand(PublishCommand);
      expect(logs).toContainEqual(
        expect.objectContaining({ outcome: 'expired', sequenceNumber: record.dynamodb?.SequenceNumber }),
      );
      expect(logs).not.toContainEqual(expect.objectContaining({ level: 'ERROR' }));
      for (const value of privateValues) expect(logText).not.toContain(value);
    },
  );

  it('in a batch with new items, the new items still notify and the deletion does not', async () => {
    const { result } = await notify(
      streamEvent(
        streamRecord('contact', contactItem()),
        timeToLiveDeletionRecord('contact', contactItem()),
        streamRecord('jobApplications', jobApplicationItem()),
      ),
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sns).toHaveReceivedCommandTimes(PublishCommand, 2);
  });

  it('a REMOVE by anyone else (a person in the console) is not taken for one', async () => {
    const record = { ...timeToLiveDeletionRecord('contact', contactItem()), userIdentity: undefined };
    const { result, logs } = await notify(streamEvent(record));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(logs).toContainEqual(expect.objectContaining({ outcome: 'skipped', eventName: 'REMOVE' }));
    expect(logs).not.toContainEqual(expect.objectContaining({ outcome: 'expired' }));
  });
});

describe('failures go back to the stream', () => {
  it('reports the first record SNS refused, and leaves the rest of the batch for the retry', async () => {
    const first = streamRecord('contact', contactItem());
    const refused = streamRecord('contact', contactItem({ email: 'charles@example.com' }));
    const after = streamRecord('jobApplications', jobApplicationItem());
    sns
      .on(PublishCommand)
      .resolvesOnce({ MessageId: 'ok' })
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottledException' }));

    const { result } = await notify(streamEvent(first, refused, after));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: refused.dynamodb?.SequenceNumber }] });
    expect(sns).toHaveReceivedCommandTimes(PublishCommand, 2);
  });

  it('reports an item that is not shaped as the handlers store it, naming the fields only', async () => {
    const record = streamRecord('contact', contactItem({ subject: undefined, first_name: 42 }));
    const { result, logs } = await notify(streamEvent(record));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber }] });
    expect(sns).not.toHaveReceivedCommand(PublishCommand);
    expect(logs).toContainEqual(
      expect.objectContaining({
        outcome: 'failed',
        errorName: 'UnexpectedItemError',
        errorMessage: 'A new contact message item lacks or mistypes: first_name, subject',
      }),
    );
  });

  it('reports a record from a table that notifies nobody', async () => {
    const record = streamRecord('newsletter', {
      email: 'reader@example.com',
      subscribed_at: '2026-05-04T09:00:00.000Z',
    });
    const { result } = await notify(streamEvent(record));
    expect(result.batchItemFailures).toHaveLength(1);
    expect(sns).not.toHaveReceivedCommand(PublishCommand);
  });
});

describe('the subject line', () => {
  it('is plain ASCII on one line, as SNS requires: accents folded, other letters replaced', async () => {
    await notify(streamEvent(streamRecord('contact', contactItem({ subject: 'Sécurité du réseau\nBcc: x — 工厂' }))));
    expect(published()[0]?.Subject).toBe('[dev] New contact message: Securite du reseau Bcc: x ? ??');
  });

  it('is cut to 100 characters', async () => {
    await notify(streamEvent(streamRecord('contact', contactItem({ subject: 'x'.repeat(200) }))));
    const subject = published()[0]?.Subject ?? '';
    expect(subject).toHaveLength(100);
    expect(subject.endsWith('...')).toBe(true);
  });

  it('a line break in a name cannot add a line to the message', async () => {
    await notify(streamEvent(streamRecord('contact', contactItem({ last_name: 'Lovelace\nSubject: forged' }))));
    expect(published()[0]?.Message).not.toMatch(/^Subject: forged/m);
  });
});

describe('console link', () => {
  it('opens the item in the DynamoDB console item explorer of its region', () => {
    expect(consoleItemUrl('eu-west-1', 'dev-contact-submissions', 'b6a1c3f0-0000-4000-8000-000000000001')).toBe(
      'https://eu-west-1.console.aws.amazon.com/dynamodbv2/home?region=eu-west-1#edit-item?' +
        'table=dev-contact-submissions&itemMode=2&pk=b6a1c3f0-0000-4000-8000-000000000001&sk&route=ROUTE_ITEM_EXPLORER',
    );
  });
});

describe('configuration', () => {
  it('fails at cold start without a topic ARN or with a limit below one, naming the variable', () => {
    expect(() => readNotifierConfig({ AWS_REGION: 'eu-west-1' })).toThrow(/NOTIFICATION_TOPIC_ARN/);
    expect(() => readNotifierConfig({ ...environment, NOTICES_PER_WINDOW: '0' })).toThrow(/NOTICES_PER_WINDOW/);
    expect(readNotifierConfig({ ...environment, NOTICE_WINDOW_TABLE: 'dev-staff-notice-windows' })).toMatchObject({
      NOTIFICATION_TOPIC_ARN: topicArn,
      NOTICE_WINDOW_SECONDS: 900,
    });
  });
});
