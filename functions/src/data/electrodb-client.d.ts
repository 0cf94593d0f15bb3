/**
 * The module of ElectroDB that adapts a document client (it has no types of its own). Its v3 adapter takes the
 * document commands it sends as an argument; functions/patches/electrodb+3.9.3.patch removes ElectroDB's own
 * require() of them.
 */
declare module 'electrodb/src/client.js' {
  const client: {
    DocumentClientV3Wrapper: new (client: { send(command: never): Promise<unknown> }, commands: object) => object;
  };
  export default client;
}
