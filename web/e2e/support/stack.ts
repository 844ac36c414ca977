/** Where the end-to-end suite's local stack listens (ports chosen to stay clear of `npm start`). */
export const e2eStack = {
  port: 4173,
  dynamoPort: 4174,
  stage: 'e2e',
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
  get dynamoEndpoint() {
    return `http://127.0.0.1:${this.dynamoPort}`;
  },
} as const;
