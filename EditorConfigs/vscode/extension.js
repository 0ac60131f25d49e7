// tablint for VS Code: starts `tablint lsp` for .tabs files.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

/** The server's settings: `symbols` (catalog path). */
function serverSettings() {
  const config = vscode.workspace.getConfiguration('tablint');
  return {
    symbols: config.get('symbols') || null,
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
    vscode.commands.registerCommand('tablint.preview', preview),
    vscode.commands.registerCommand('tablint.restart', async () => {
      if (client) await client.stop();
      client = createClient();
      await client.start();
    }),
  );
}

/**
 * `tablint.preview` (the "Preview" code lens's command, and the command
 * palette's "tablint: Preview tabs"): asks the server for `tablint/preview`
 * of the document's current text, writes the page to a temporary file and
 * opens it in the browser. The server writes nothing; the extension does.
 */
async function preview(uri) {
  const target = uri ? String(uri) : vscode.window.activeTextEditor?.document.uri.toString();
  if (!client || !target) return;
  let result;
  try {
    result = await client.sendRequest('tablint/preview', { textDocument: { uri: target } });
  } catch (error) {
    vscode.window.showErrorMessage(`tablint: no preview: ${error.message || error}`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablint-preview-'));
  const file = path.join(dir, 'preview.html');
  fs.writeFileSync(file, result.html, 'utf8');
  if (result.status === 'blocked') {
    vscode.window.showWarningMessage('tablint: the file has an error that makes a picture impossible; the page says which');
  }
  await vscode.env.openExternal(vscode.Uri.file(file));
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
