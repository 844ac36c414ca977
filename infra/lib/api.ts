/**
 * The REST API: one Lambda per operation at the contract's path, stage
 * throttling (tighter on chat), access logs, tracing and error logging.
 * CloudFront serves it under `/api/*` on the site's own domain.
 */
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  answeredMethods,
  apiCacheControl,
  apiErrorStatus,
  apiRoutes,
  type ApiErrorBody,
  type ApiOperation,
} from '@ferrum/shared';
import { apiOperations, type ApiOperationDefinition } from './api-operations.ts';
import { OperationFunction, type AssistantBinding } from './operation-function.ts';
import type { ChatCeilingsConfig, ThrottlingConfig } from './stages.ts';
import type { SubmissionTables } from './submission-tables.ts';

/** Seconds a client should wait after an error API Gateway made itself (the handlers' own 503s say the same). */
export const gatewayRetryAfterSeconds = 5;

/** The API Gateway stage name: the origin path CloudFront puts before `/api/...`. */
export const apiStageName = 'live';

export interface ApiProps {
  /** Stage name, prefixed to the API and function names. */
  readonly stage: string;
  /** The tables the functions read names of and write to. */
  readonly tables: SubmissionTables;
  /** The chat model, its guardrail and spend counter. */
  readonly assistant: AssistantBinding;
  /** Stage and chat throttling. */
  readonly throttling: ThrottlingConfig;
  /** The chat's ceiling on parallel calls. */
  readonly chat: Pick<ChatCeilingsConfig, 'reservedConcurrency'>;
  /** Retention of function and access logs. */
  readonly logRetention: logs.RetentionDays;
  /** Keep log groups when the stack is deleted. */
  readonly retainLogs: boolean;
  /** The built site: the unsubscribe function serves two of its pages. */
  readonly siteSource: string;
  /**
   * The operations to serve.
   * @default every operation of `apiOperations`
   */
  readonly operations?: readonly ApiOperationDefinition[];
}

/** The API as an HTTP origin: `https://<domainName>/<stageName>/api/...`. */
export interface ApiOrigin {
  /** `<rest-api-id>.execute-api.<region>.amazonaws.com`. */
  readonly domainName: string;
  /** The API Gateway stage. */
  readonly stageName: string;
}

/** API Gateway REST API in front of the operation functions. */
export class Api extends Construct {
  /** The REST API. */
  readonly restApi: apigw.RestApi;
  /** The function of each operation. */
  readonly functions: Readonly<Partial<Record<ApiOperation, OperationFunction>>>;
  /** Where CloudFront reaches the API: its regional host name and stage. */
  readonly origin: ApiOrigin;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.restApi = new apigw.RestApi(this, 'RestApi', {
      restApiName: `${props.stage}-ferrum-api`,
      description: 'Ferrum Shield site API, served by CloudFront under /api/*.',
      // CloudFront is the edge; an edge-optimised API would put a second distribution behind it.
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      // API Gateway needs an account-level role to write access and execution logs.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: apiStageName,
        throttlingRateLimit: props.throttling.rateLimit,
        throttlingBurstLimit: props.throttling.burstLimit,
        methodOptions: {
          [`${apiRoutes.chat.path}/${apiRoutes.chat.methods[0]}`]: {
            throttlingRateLimit: props.throttling.chatRateLimit,
            throttlingBurstLimit: props.throttling.chatBurstLimit,
          },
        },
        accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigw.AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: true,
      },
    });

    // Errors API Gateway makes itself (a throttled or failed function: the chat over its
    // reserved concurrency) answer like the handlers do: the contract's JSON, no caching.
    this.restApi.addGatewayResponse('Default5xx', {
      type: apigw.ResponseType.DEFAULT_5XX,
      statusCode: String(apiErrorStatus.SERVICE_UNAVAILABLE),
      responseHeaders: {
        'Content-Type': "'application/json; charset=utf-8'",
        'Cache-Control': `'${apiCacheControl}'`,
        'Retry-After': `'${gatewayRetryAfterSeconds}'`,
      },
      templates: {
        'application/json': JSON.stringify({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is busy or unavailable. Please try again shortly.',
          },
        } satisfies ApiErrorBody),
      },
    });

    const stack = Stack.of(this);
    this.origin = {
      domainName: `${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
      stageName: apiStageName,
    };

    const functions: Partial<Record<ApiOperation, OperationFunction>> = {};
    for (const definition of props.operations ?? apiOperations) {
      const operation = new OperationFunction(this, definition.operation, {
        stage: props.stage,
        definition,
        tables: props.tables,
        assistant: props.assistant,
        logRetention: props.logRetention,
        retainLogs: props.retainLogs,
        reservedConcurrency: definition.usesBedrock ? props.chat.reservedConcurrency : undefined,
        siteSource: props.siteSource,
      });
      const integration = new apigw.LambdaIntegration(operation.function, {
        allowTestInvoke: false,
        // Streamed: API Gateway passes each part on as the function writes it (InvokeWithResponseStream).
        responseTransferMode: definition.streaming
          ? apigw.ResponseTransferMode.STREAM
          : apigw.ResponseTransferMode.BUFFERED,
      });
      const resource = this.restApi.root.resourceForPath(definition.path);
      // HEAD beside each GET: a REST API answers only the methods it has, and a GET resource answers HEAD.
      for (const httpMethod of answeredMethods(definition.methods)) {
        const method = resource.addMethod(httpMethod, integration);
        Validations.of(method).acknowledge(
          {
            id: 'AwsSolutions-APIG4',
            reason: 'Public site forms and chat: visitors are anonymous, so there is no authoriser.',
          },
          {
            id: 'AwsSolutions-COG4',
            reason: 'Public site forms and chat: visitors are anonymous, so there is no Cognito user pool.',
          },
        );
      }
      functions[definition.operation] = operation;
    }
    this.functions = functions;

    Validations.of(this.restApi).acknowledge(
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Each handler validates its body with the shared zod schema, which also yields the error messages the site shows.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason: "API Gateway's account-level logging role; AWS documents this managed policy for it.",
      },
    );
  }
}
