/** Starts a service, stops it cleanly on Ctrl-C / SIGTERM, and turns start failures into one clear line. */
export async function runUntilStopped(start: () => Promise<{ close(): Promise<void> }>): Promise<void> {
  let service: { close(): Promise<void> };
  try {
    service = await start();
  } catch (error) {
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping...`);
    await service.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
