/**
 * What a failed conditional write found. Asked with
 * `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`, DynamoDB returns the stored
 * item with the failure, so telling a retry from a conflict needs no second read.
 * lib-dynamodb unmarshalls outputs only: the item on the exception is still in
 * DynamoDB's attribute-value form. dynalite (the local stack's and the tests'
 * store) returns no item at all, so a caller reads the item itself when none came.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

/** A conditional write refused: the item it found, when the store sent it (`undefined`: read it, or there is none). */
export interface ConditionFailure {
  stored: Record<string, unknown> | undefined;
}

/** The failure of a conditional write, or undefined when `error` is anything else. */
export function conditionFailure(error: unknown): ConditionFailure | undefined {
  if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') return undefined;
  const item = (error as { Item?: Record<string, AttributeValue> }).Item;
  return { stored: item ? unmarshall(item) : undefined };
}
