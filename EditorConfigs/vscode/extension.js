// tablint for VS Code: starts `tablint lsp` for .tabs files.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

/** The server's settings: `symbols` (catalog path) and `against` (git revision). */
function serverSettings() {
  const config = vscode.workspace.getConfiguration('tablint');
  return {
    symbols: config.get('symbols') || null,
    against: config.get('against') || null,
  };
}

function createClient() {
  const command = vscode.workspace.getConfiguration('tablint').get('path') || 'tablint';
  const run = { command, args: ["lsp"], transport: TransportKind.stdio };
  const serverOptions = { run, debug: run };
  const clientOptions = {
    documentSelector: [{ language: 'tabs' }],
    synchronize: {
      // Sends workspace/didChangeConfiguration with { settings: { tablint: {...} } }.
      configurationSection: 'tablint',
      // The server re-reads configuration files when they change.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.tablint.json'),
    },
    initializationOptions: serverSettings(),
  };
  return new LanguageClient('tablint', 'tablint', serverOptions, clientOptions);
}

async function activate(context) {
  client = createClient();
  await client.start();

  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('tablint.path')) return;
      // A new executable: restart the server with it.
      if (client) await client.stop();
      client = createClient();
      await client.start();
    }),
    vscode.commands.registerCommand('tablint.restart', async () => {
      if (client) await client.stop();
      client = createClient();
      await client.start();
    }),
  );
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
