// What ai.ts uses of the Bedrock runtime SDK, imported through this module: a chunk loaded with import() keeps every
// export of what it imports, and the SDK's own index exports every command of the API.
export { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
