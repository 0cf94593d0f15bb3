// The bench stack takes ports of its own (+50000, or BENCH_PORT_OFFSET for a second bench at once), set before
// the local stack's settings are read.
process.env.TAXBACK_TEST_PORT_OFFSET = process.env.BENCH_PORT_OFFSET ?? '50000';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// The bench's own clients (bulk load, capacity reads) wait on DynamoDB Local as long as the stack's handlers do.
process.env.DEPENDENCY_TIMEOUT_SCALE ??= '5';

const { benchmark } = await import('./benchmark');
await benchmark();
// Keep-alive sockets of the load generator would hold the process open.
process.exit(0);

export {};
