/** The API Gateway event as the middy chain hands it to a handler. */
import type { APIGatewayProxyEvent } from 'aws-lambda';

/** An API Gateway event whose body the chain has parsed and validated into `input`. */
export type ApiEvent<TInput> = APIGatewayProxyEvent & {
  input: TInput;
  /** True when the body came from an HTML form (`application/x-www-form-urlencoded`): it is answered with a 303. */
  formPost?: boolean;
};

/** The event of a route that stores under an idempotency key: the `Idempotency-Key` header's, or a new one. */
export type IdempotentApiEvent<TInput> = ApiEvent<TInput> & { idempotencyKey: string };
